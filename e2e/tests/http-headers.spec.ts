// Status codes, caching, compression and security headers, per kind of response.
import { createHash } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { siteRoutes } from '../support/routes';
import { e2eOrigin, e2ePorts, sparePorts } from '../support/ports';
import { startShell } from '../support/isolated-site';

const securityHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
};

for (const route of siteRoutes) {
  test(`${route.path}: ${route.status}, compressed, cached as its data allows, strict CSP`, async ({ request }) => {
    const response = await request.get(route.path, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(route.status);
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe(
      route.status === 200 ? 'public, max-age=0, s-maxage=300, stale-while-revalidate=1800' : 'no-store',
    );
    securityHeaders(headers);
    const csp = headers['content-security-policy'] ?? '';
    const html = await response.text();
    // Inline, only JSON blocks and two scripts the policy names by the hash of their text: the
    // starter of the page's code and the Speculation Rules.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([^<]*)<\/script>/g)].map(([, attributes = '', text = '']) => ({
      attributes,
      text,
    }));
    const code = inline.filter(({ attributes }) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(code.map(({ attributes }) => attributes.trim().split(' ')[0])).toEqual(['type="speculationrules"', 'id="pv-start"']);
    const hashes = code.map(({ text }) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(csp).toContain(
      `script-src 'self' ${hashes.join(' ')} ${Object.values(e2ePorts.remotes)
        .map((port) => `http://localhost:${port}`)
        .join(' ')};`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
}

test('a page hands the browser only the configuration its boot script reads: no address or key of the backend', async ({ request }) => {
  const html = await (await request.get('/blog')).text();
  const state = html.match(/<script type="application\/json" id="__PV_STATE__">([^<]*)<\/script>/)?.[1];
  expect(Object.keys((JSON.parse(state ?? '{}') as { config?: object }).config ?? {}).sort()).toEqual(['analyticsId', 'vitalsSampleRate']);
  const anonKey = process.env.E2E_SUPABASE_ANON_KEY ?? '';
  expect(anonKey).not.toBe('');
  expect(html).not.toContain(anonKey);
});

test('a 404 answer is kept by the server like a page: still 404, never kept by shared caches', async ({ request }, testInfo) => {
  const { shellPort } = sparePorts(testInfo.workerIndex, 6);
  // One server process, so every request meets the same render cache.
  const shell = await startShell(shellPort, { env: { SHELL_WORKERS: '1' } });
  try {
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request.get(`${shell.url}/no-such-page/${testInfo.workerIndex}`);
      answers.push([response.status(), response.headers()['x-render-cache'], response.headers()['cache-control']]);
    }
    expect(answers).toEqual([
      [404, 'miss', 'no-store'],
      [404, 'hit', 'no-store'],
      [404, 'hit', 'no-store'],
    ]);
  } finally {
    await shell.stop();
  }
});

test('old and unlisted paths answer with permanent redirects', async ({ request }) => {
  for (const [from, to] of [
    ['/register', '/programs'],
    ['/investors', '/partnerships'],
    ['/quick-assessment?ref=x', '/chart-my-course?ref=x'],
    ['/programs/workshops', '/events'],
    ['/programs/consulting', '/programs/engine'],
    ['/privacy/', '/privacy'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('hashed assets are immutable; remote entries and manifests are revalidated', async ({ request, page }) => {
  await page.goto('/security');
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  securityHeaders(asset.headers());
  // A remote's files under a name that does not change: the manifest and entry of its Node build and of its browser container.
  const remote = `http://localhost:${e2ePorts.remotes.mf_blog}`;
  for (const file of ['/browser/remoteEntry.js', '/browser/mf-manifest.json', '/server/mf-manifest.json', '/server/remoteEntry.js']) {
    const response = await request.get(`${remote}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
  }
  for (const build of ['server', 'browser']) {
    const manifest = (await (await request.get(`${remote}/${build}/mf-manifest.json`)).json()) as {
      metaData: { remoteEntry: { name: string } };
    };
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  }
});

test('robots.txt names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${e2eOrigin}/sitemap.xml`);
});
