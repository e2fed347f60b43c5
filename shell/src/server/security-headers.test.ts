import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { createHash } from 'node:crypto';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { SPECULATION_RULES_SCRIPT, STARTER_SCRIPT } from './inline-scripts';
import { readRuntimeConfig } from './runtime-config';

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const { remotes, site } = readRuntimeConfig({ MF_BLOG_URL: 'https://blog.cdn.example' });
  const remoteOrigins = ['http://localhost:3001', 'http://localhost:3002', 'https://blog.cdn.example', 'http://localhost:3004'];

  it('allows scripts only from the site, the configured remotes and, inline, the starter and the Speculation Rules by their hashes', () => {
    // Styles may be inline (emotion writes them at runtime); scripts only these two, exactly as written.
    const csp = directives(contentSecurityPolicy(defaultSiteConfig, remotes));
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
    const csp = directives(contentSecurityPolicy(site, remotes));
    const embeds = ['https://calendar.acme.example', 'https://player.acme.example', 'https://app.acme.example'];
    expect(csp['frame-src']).toEqual(embeds);
    // The page asks each provider whether it answers before it shows its frame.
    expect(csp['connect-src']).toEqual(expect.arrayContaining(embeds));
  });

  it("lets the browser connect to the site, the remotes and the embeds' providers only: the backend is behind the site's API path", () => {
    const csp = directives(contentSecurityPolicy(site, remotes));
    const { eventsCalendar, video, launchpadApp } = site.urls;
    expect(csp['connect-src']).toEqual([
      "'self'",
      ...remoteOrigins,
      ...[eventsCalendar, video, launchpadApp].map((url) => new URL(url).origin),
    ]);
  });

  it('lets the browser connect to the backend when the operator sends browsers to it directly', () => {
    const direct = readRuntimeConfig({ SUPABASE_PUBLIC_URL: 'https://db.example/' });
    expect(directives(contentSecurityPolicy(direct.site, direct.remotes))['connect-src']).toContain('https://db.example');
  });

  it('adds analytics and the newsletter provider only when configured', () => {
    const without = contentSecurityPolicy(defaultSiteConfig, remotes);
    expect(without).not.toContain('googletagmanager');
    const site = { ...defaultSiteConfig, analyticsId: 'G-1', newsletterFormUrl: 'https://lists.example/form' };
    const csp = directives(contentSecurityPolicy(site, remotes));
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toContain('https://lists.example');
    expect(csp['form-action']).toContain('https://lists.example');
  });
});

describe('baseSecurityHeaders', () => {
  it('adds HSTS only for an https origin', () => {
    expect(baseSecurityHeaders(defaultSiteConfig)['strict-transport-security']).toBeUndefined();
    expect(baseSecurityHeaders({ ...defaultSiteConfig, origin: 'https://acme.example' })['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
    expect(baseSecurityHeaders(defaultSiteConfig)['x-content-type-options']).toBe('nosniff');
  });
});
