import { expectIslandsNamedByKey } from '@pv/shared/testing/islands';
import { islands } from './islands';

describe('mf_marketing islands', () => {
  it('lists every island under the name it is declared with', async () => {
    await expectIslandsNamedByKey(islands);
  });
});
