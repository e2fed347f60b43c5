import { expectIslandsNamedByKey } from '@pv/shared/testing/islands';
import { islands } from './islands';

it('lists every island under the name it declares', async () => {
  await expectIslandsNamedByKey(islands);
});
