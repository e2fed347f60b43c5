import type { RemotePages } from '@pv/shared/contract/page';

/** The blog list, post and sitemap pages arrive in a later release; until then none is exposed. */
export const pages = {} satisfies RemotePages;
