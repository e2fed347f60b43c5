// The site's server for the blog list's component tests: /blog rendered for a URL as the shell
// renders it (the page's `load` against the test's backend, its head's title, its HTML), first
// for the page under test, then for each state the list's script asks the server for.
import { documentTitle } from '@pv/shared/meta/head-tags';
import { renderPage, serverHtmlOf, testQueryClient, type RenderPageOptions } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { BlogListPage } from '../list/blog-list-page';
import { listPage } from '../list/list-page-definition';

async function loadedClient(path: string) {
  const url = new URL(path, window.location.origin);
  const queryClient = testQueryClient();
  const ctx = { params: {}, path: url.pathname, search: url.searchParams, queryClient, config: testConfig };
  await listPage.load?.(ctx);
  return { queryClient, meta: listPage.meta(ctx) };
}

/** The document the server answers for `path`, and its status. */
export async function listDocument(path: string) {
  const { queryClient, meta } = await loadedClient(path);
  const body = serverHtmlOf(<BlogListPage />, { path, queryClient });
  return {
    status: meta.status ?? 200,
    html: `<!doctype html><html><head><title>${documentTitle(meta, testConfig)}</title></head><body>${body}</body></html>`,
  };
}

/**
 * Answers the browser's requests (`fetch`) with the server's document for their URL; `answer`
 * may delay it, fail it or replace it. Returns the mock, whose calls are the requests.
 */
export function serveListPages(answer: (document: Promise<Response>, url: string) => Promise<Response> = (document) => document) {
  const fetch = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const document = listDocument(url).then(({ status, html }) => ({ status, ok: status < 400, text: async () => html }) as Response);
    return answer(document, url);
  });
  window.fetch = fetch;
  return fetch;
}

/** /blog at `path` as the server renders it and the browser starts it, with the server answering the list's requests. */
export async function renderList({ path = '/blog', ...options }: Omit<RenderPageOptions, 'queryClient'> = {}) {
  const { queryClient } = await loadedClient(path);
  return renderPage(<BlogListPage />, { ...options, path, queryClient });
}
