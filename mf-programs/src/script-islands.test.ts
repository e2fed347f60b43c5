import JourneyMap from './journey-map/journey-map';
import { scriptIslands } from './script-islands';

it('lists each script island under its name, with the start function it was declared with', () => {
  expect(Object.keys(scriptIslands)).toEqual([JourneyMap.islandName]);
  expect(scriptIslands[JourneyMap.islandName as keyof typeof scriptIslands]).toBe(JourneyMap.start);
});
