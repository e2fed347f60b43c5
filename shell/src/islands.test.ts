import { expectIslandsNamedByKey } from '@pv/shared/testing/islands';
import { shellIslands } from './islands';

it('lists each of its islands under the name it is declared with', async () => {
  await expectIslandsNamedByKey(shellIslands);
});
