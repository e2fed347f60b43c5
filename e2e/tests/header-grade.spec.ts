// Every answer of the site graded the way Mozilla's HTTP Observatory grades a site
// (tools/http/header-grade.ts): each live route and the 404 page as pages, and the other kinds of
// answer (documents, assets, the API path, the form endpoint, errors, redirects) on the headers
// every answer carries; with SITE_ORIGIN https, HSTS too.
import { gradeHeaders } from '@pv/tools/http/header-grade.ts';
import { test, expect } from '../support/fixtures';
import { siteRoutes } from '../support/routes';
import { sparePorts } from '../support/ports';
import { startShell } from '../support/isolated-site';

test('every page: nothing Observatory would mark down', async ({ request }) => {
  const graded: Record<string, string[]> = {};
  for (const route of siteRoutes) {
    const response = await request.get(route.path);
    graded[route.path] = gradeHeaders(response.headers(), { page: true, https: false });
  }
  expect(Object.keys(graded)).toHaveLength(siteRoutes.length);
  expect(Object.entries(graded).filter(([, problems]) => problems.length > 0)).toEqual([]);
});

test('every other kind of answer carries the headers every answer must', async ({ request }) => {
  const script = (await (await request.get('/')).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? '/assets/missing.js';
  const answers = {
    feed: await request.get('/rss.xml'),
    sitemap: await request.get('/sitemap.xml'),
    robots: await request.get('/robots.txt'),
    asset: await request.get(script),
    image: await request.get('/favicon.svg'),
    "blog list's JSON": await request.get('/api/blog/posts?tag=Boston'),
    'API refusal': await request.get('/api/rest/v1/newsletter_signups'),
    'sign-up refusal': await request.post('/newsletter', { form: { CONTACT_EMAIL: 'nope' }, headers: { accept: 'application/json' } }),
    'wrong method': await request.post('/about', { data: '' }),
    redirect: await request.get('/register', { maxRedirects: 0 }),
    health: await request.get('/healthz'),
  };
  const graded = Object.entries(answers).map(([kind, response]) => [
    kind,
    response.status(),
    gradeHeaders(response.headers(), { page: false, https: false }),
  ]);
  expect(graded.filter(([, , problems]) => (problems as string[]).length > 0)).toEqual([]);
});

test('served for an https origin, pages demand HTTPS (HSTS) and still grade clean', async ({ request }, testInfo) => {
  const { shellPort } = sparePorts(testInfo.workerIndex, 7);
  const shell = await startShell(shellPort, {
    env: {
      SITE_ORIGIN: 'https://www.acme.example',
      SHELL_WORKERS: '1',
      PREVIEW_SECRET: 'e2e-preview-secret-'.padEnd(40, 'x'),
      OPS_TOKEN: 'e2e-ops-token-'.padEnd(40, 'x'),
    },
  });
  try {
    for (const path of ['/', '/blog', '/no-such-page', '/rss.xml']) {
      const response = await request.get(`${shell.url}${path}`);
      const page = path !== '/rss.xml';
      expect(gradeHeaders(response.headers(), { page, https: true }), path).toEqual([]);
      if (page) expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  } finally {
    await shell.stop();
  }
});
