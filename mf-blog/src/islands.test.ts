import { expectIslandsNamedByKey } from '@pv/shared/testing/islands';
import { islands } from './islands';

it('lists each island under the name it is declared with', async () => {
  await expectIslandsNamedByKey(islands);
});
