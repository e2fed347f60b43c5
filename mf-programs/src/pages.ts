import type { RemotePages } from '@pv/shared/contract/page';

/** The program pages and the journey map arrive in a later release; until then none is exposed. */
export const pages = {} satisfies RemotePages;
