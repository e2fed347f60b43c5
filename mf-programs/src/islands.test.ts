import { expectIslandsNamedByKey } from '@pv/shared/testing/islands';
import { islands } from './islands';

it('names every island by the key it is listed under', async () => {
  await expectIslandsNamedByKey(islands);
});
