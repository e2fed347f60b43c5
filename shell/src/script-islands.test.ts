import EmailForm from '@pv/shared/forms/email-form';
import FloatingCta from './app/layout/floating-cta';
import RemoteRetry from './app/remote/remote-retry';
import { scriptIslands } from './script-islands';

it('lists each script island under its name, with the start function it was declared with', () => {
  const declared = [EmailForm, FloatingCta, RemoteRetry];
  expect(Object.keys(scriptIslands).sort()).toEqual(declared.map((island) => island.islandName).sort());
  for (const island of declared) expect(scriptIslands[island.islandName as keyof typeof scriptIslands]).toBe(island.start);
});
