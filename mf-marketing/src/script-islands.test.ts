import FounderPathSelector from './home/founder-path-selector';
import VentureJourneyMap from './home/venture-journey-map';
import { scriptIslands } from './script-islands';

it('lists each script island under its name, with the start function it was declared with', () => {
  const declared = [FounderPathSelector, VentureJourneyMap];
  expect(Object.keys(scriptIslands).sort()).toEqual(declared.map((island) => island.islandName).sort());
  for (const island of declared) expect(scriptIslands[island.islandName as keyof typeof scriptIslands]).toBe(island.start);
});
