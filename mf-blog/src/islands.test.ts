import { islands } from './islands';

it('lists each island under the name it was declared with', async () => {
  for (const [name, load] of Object.entries(islands)) expect((await load()).default.islandName).toBe(name);
});
