// The blog list's data in the browser: the site's JSON answers (@pv/shared/contract/blog-data),
// which the shell's server reads from the database with this remote's `./list-data` module. No
// backend client and no key reach the browser.
import { BLOG_FACETS_PATH, BLOG_POSTS_PATH } from '@pv/shared/contract/blog-data';
import { REQUEST_TIMEOUT_MS } from '../config/blog';
import { serializeListState, type ListState } from '../list/list-state';
import type { BlogFacets, BlogListPage } from './types';

/**
 * The answer at `path`, or a rejection (the site or the network failed, or the browser's time-out
 * passed). Nothing cancels it but the time-out: an answer a newer change no longer needs is kept,
 * for Back or the next press.
 */
async function readAnswer<T>(path: string): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    // Ahead of the list's images, which the same change or scroll may be asking for.
    priority: 'high',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.browser),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A list state's page of cards, at the state's own query. */
export const listPageFromSite = (state: ListState) => readAnswer<BlogListPage>(`${BLOG_POSTS_PATH}${serializeListState(state)}`);

/** The filters' topics and authors. */
export const facetsFromSite = () => readAnswer<BlogFacets>(BLOG_FACETS_PATH);
