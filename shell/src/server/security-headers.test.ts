/** @jest-environment node */
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { createHash } from 'node:crypto';
import { cspDirectives, PERMISSIONS_POLICY } from './security-headers';
import { SPECULATION_RULES_SCRIPT, STARTER_SCRIPT } from './html-document';
import { readRuntimeConfig } from './runtime-config';
import { ASSET, startTestServer, withTestServer } from '../testing/test-server';

describe('the Content-Security-Policy', () => {
  const { remotes, site } = readRuntimeConfig({ MF_BLOG_URL: 'https://blog.cdn.example' });
  const remoteOrigins = ['http://localhost:3001', 'http://localhost:3002', 'https://blog.cdn.example', 'http://localhost:3004'];

  it('allows scripts only from the site, the configured remotes and, inline, the starter and the Speculation Rules by their hashes', () => {
    // Styles may be inline (emotion writes them at runtime); scripts only these two, exactly as written.
    const csp = cspDirectives(defaultSiteConfig, remotes);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hash(SPECULATION_RULES_SCRIPT), hash(STARTER_SCRIPT), ...remoteOrigins]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    for (const [directive, sources] of Object.entries(csp)) {
      if (directive !== 'style-src') expect(sources.join(' ')).not.toMatch(/unsafe|\*|data:.*script/);
    }
  });

  it('lets frames come only from the configured events calendar, video and Launchpad app origins, and the page ask those', () => {
    const site = {
      ...defaultSiteConfig,
      urls: {
        ...defaultSiteConfig.urls,
        eventsCalendar: 'https://calendar.acme.example/embed?src=founders',
        video: 'https://player.acme.example/video/42',
        launchpadApp: 'https://app.acme.example/launchpad',
      },
    };
    const csp = cspDirectives(site, remotes);
    const embeds = ['https://calendar.acme.example', 'https://player.acme.example', 'https://app.acme.example'];
    expect(csp['frame-src']).toEqual(embeds);
    // The page asks each provider whether it answers before it shows its frame.
    expect(csp['connect-src']).toEqual(expect.arrayContaining(embeds));
  });

  it("lets the browser connect to the site, the remotes and the embeds' providers only: never to the backend, which only the server reads", () => {
    const csp = cspDirectives(site, remotes);
    const { eventsCalendar, video, launchpadApp } = site.urls;
    expect(csp['connect-src']).toEqual([
      "'self'",
      ...remoteOrigins,
      ...[eventsCalendar, video, launchpadApp].map((url) => new URL(url).origin),
    ]);
  });

  it('adds analytics and the newsletter provider only when configured', () => {
    const without = cspDirectives(defaultSiteConfig, remotes);
    expect(JSON.stringify(without)).not.toContain('googletagmanager');
    const site = { ...defaultSiteConfig, analyticsId: 'G-1', newsletterFormUrl: 'https://lists.example/form' };
    const csp = cspDirectives(site, remotes);
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toContain('https://lists.example');
    expect(csp['form-action']).toContain('https://lists.example');
  });
});

describe('the headers of the answers', () => {
  const site = withTestServer();
  const policy = (csp: string | undefined) =>
    Object.fromEntries((csp ?? '').split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('every answer: nosniff, no framing, the referrer, opener and permissions policies; the CSP on pages only', async () => {
    const page = await site.server.app.inject({ method: 'GET', url: '/about' });
    const { config } = site.server.app.site;
    expect(policy(page.headers['content-security-policy'] as string)).toEqual(cspDirectives(config.site, config.remotes));
    const pages = ['/about', '/no-such-page', '/no-such-page/%E0%A4%A'];
    for (const url of [...pages, '/healthz', `/assets/${ASSET}`, '/resources/guide.pdf', '/register', '/api/rest/v1/nope']) {
      const { headers } = await site.server.app.inject({ method: 'GET', url });
      expect([url, headers['x-content-type-options'], headers['x-frame-options'], headers['referrer-policy']]).toEqual([
        url,
        'nosniff',
        'DENY',
        'strict-origin-when-cross-origin',
      ]);
      expect([url, headers['cross-origin-opener-policy'], headers['permissions-policy']]).toEqual([url, 'same-origin', PERMISSIONS_POLICY]);
      expect([url, headers['content-security-policy']]).toEqual([
        url,
        pages.includes(url) ? page.headers['content-security-policy'] : undefined,
      ]);
    }
  });

  it('HSTS on an https origin only, and no header of helmet the site does not send', async () => {
    const http = await startTestServer(site.upstream, {}, { SITE_ORIGIN: 'http://site.example' });
    const answers = [
      await site.server.app.inject({ method: 'GET', url: '/about' }),
      await http.app.inject({ method: 'GET', url: '/about' }),
    ];
    await http.close();
    expect(answers.map((answer) => answer.headers['strict-transport-security'])).toEqual([
      'max-age=63072000; includeSubDomains; preload',
      undefined,
    ]);
    expect(answers[0]?.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(answers[1]?.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    for (const header of [
      'x-dns-prefetch-control',
      'origin-agent-cluster',
      'cross-origin-resource-policy',
      'x-xss-protection',
      'x-download-options',
    ]) {
      expect(answers[0]?.headers[header]).toBeUndefined();
    }
  });
});
