// The site for the blog list's component tests: /blog as the shell renders it (the page's `load`
// against the test's backend, then its HTML, then the list's island hydrated from the data the
// page state carries), and the site's JSON answers to the island's requests, read by the module the
// shell's server calls for them (list-data.ts) against the same backend.
import { BLOG_FACETS_PATH, BLOG_POSTS_PATH } from '@pv/shared/contract/blog-data';
import { renderPage, testQueryClient, type RenderPageOptions } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { listQuery, readFacets, readListPage } from '../list-data';
import { BlogListPage } from '../list/blog-list-page';
import { listPage } from '../list/list-page-definition';

const answer = (status: number, body: unknown) => ({ status, ok: status < 400, json: async () => body }) as Response;

/** The site's answer to a request of the list's island, as the shell's server makes it (routes/api.ts). */
async function siteAnswer(url: string): Promise<Response> {
  const { pathname, search } = new URL(url, window.location.origin);
  try {
    if (pathname === BLOG_FACETS_PATH) return answer(200, await readFacets({ config: testConfig }));
    if (pathname !== BLOG_POSTS_PATH) return answer(404, { message: 'No such API resource' });
    const query = listQuery(search);
    if (query !== search) return answer(400, { message: `Not a list state's own query; this state's is "${query}"` });
    return answer(200, await readListPage({ config: testConfig, query }));
  } catch {
    return answer(503, { message: 'The blog posts cannot be read now' });
  }
}

/**
 * Answers the browser's requests (`fetch`) as the site does; `respond` may delay the answer, fail it
 * or replace it. Returns the mock, whose calls are the requests.
 */
export function serveListData(respond: (response: Promise<Response>, url: string) => Promise<Response> = (response) => response) {
  const fetch = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => respond(siteAnswer(String(input)), String(input)));
  window.fetch = fetch;
  return fetch;
}

/** /blog at `path` as the server renders it and the browser hydrates its list, with the site answering the list's requests. */
export async function renderList({ path = '/blog', ...options }: Omit<RenderPageOptions, 'queryClient'> = {}) {
  const url = new URL(path, window.location.origin);
  const queryClient = testQueryClient();
  await listPage.load?.({ params: {}, path: url.pathname, search: url.searchParams, queryClient, config: testConfig });
  return renderPage(<BlogListPage />, { ...options, path, queryClient });
}
