import {
  canonicalPath,
  documents,
  findRoute,
  liveRoutes,
  matchesPattern,
  redirects,
  resolveLink,
  routes,
  routesOf,
  routingProblems,
  type SiteRoute,
} from '@pv/shared/contract/routes';

const table: readonly SiteRoute[] = routes;
const redirectTargets: Readonly<Record<string, string>> = redirects;

describe('the route table', () => {
  it('has every route of the site: the screens, the journey map and the XML sitemap', () => {
    const paths = [...routes.map((r) => r.path), ...documents.map((d) => d.path)];
    for (const path of [
      '/',
      '/about',
      '/team',
      '/sitemap',
      '/chart-my-course',
      '/chart-my-course/results',
      '/programs',
      '/programs/compass',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/launchpad',
      '/programs/astral-labs',
      '/events',
      '/community',
      '/resources',
      '/blog',
      '/blog/:slug',
      '/partnerships',
      '/mentors',
      '/partners',
      '/privacy',
      '/terms',
      '/security',
      '/sitemap.xml',
      '/journey-map',
    ])
      expect(paths).toContain(path);
    expect(routes).toHaveLength(24);
  });

  it('lists each path once, as a route, a redirect or a document', () => {
    const paths = [...routes.map((r) => r.path), ...Object.keys(redirects), ...documents.map((d) => d.path)];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes paths without a trailing slash (the server strips it by a redirect)', () => {
    for (const path of [...routes.map((r) => r.path), ...Object.keys(redirects), ...documents.map((d) => d.path)])
      expect(path).toMatch(/^\/([a-z0-9:.-]+(\/[a-z0-9:.-]+)*)?$/);
  });

  it('sends every redirect straight to a route, never to another redirect', () => {
    const notToRoutes = Object.entries(redirectTargets).filter(([, to]) => resolveLink(to)?.kind !== 'route');
    expect(notToRoutes).toEqual([]);
  });

  it('names as canonical only a live route showing the same page of the same remote', () => {
    const aliases = table.filter((route) => route.canonical);
    expect(aliases.map((route) => [route.path, route.canonical])).toEqual([['/programs/compass', '/chart-my-course']]);
    for (const alias of aliases) {
      const target = table.find((route) => route.path === alias.canonical);
      expect(target).toMatchObject({ status: 'live', remote: alias.remote, page: alias.page });
      expect(target?.canonical).toBeUndefined();
    }
  });

  it('gives every route a title', () => {
    for (const route of table) expect(route.title.trim()).not.toBe('');
  });
});

describe('live and planned routes', () => {
  it('routes the pages built so far, and only those', () => {
    expect(liveRoutes.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/team',
      '/events',
      '/community',
      '/resources',
      '/partnerships',
      '/mentors',
      '/partners',
      '/sitemap',
      '/privacy',
      '/terms',
      '/security',
      '/programs',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/launchpad',
      '/programs/astral-labs',
      '/journey-map',
      '/chart-my-course',
      '/chart-my-course/results',
      '/programs/compass',
      '/blog',
      '/blog/:slug',
    ]);
  });

  it('gives each remote its live routes', () => {
    expect(routesOf('mf_assessment').map((r) => r.path)).toEqual(['/chart-my-course', '/chart-my-course/results', '/programs/compass']);
    expect(routesOf('mf_programs').map((r) => r.page)).toEqual([
      'programs',
      'breakthrough',
      'engine',
      'launchpad',
      'astralLabs',
      'journeyMap',
    ]);
    // The human sitemap lists the published posts, which the blog remote reads (docs/site-map.md).
    expect(routesOf('mf_blog').map((r) => r.path)).toEqual(['/sitemap', '/blog', '/blog/:slug']);
  });
});

describe('matching', () => {
  it('matches a parameter to one non-empty segment', () => {
    expect(matchesPattern('/blog/:slug', '/blog/a-post')).toBe(true);
    expect(matchesPattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesPattern('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matchesPattern('/privacy', '/terms')).toBe(false);
  });

  it('finds live and planned routes, preferring an exact path', () => {
    expect(findRoute('/blog/a-post')?.page).toBe('post');
    expect(findRoute('/blog')?.page).toBe('list');
    expect(findRoute('/team')).toMatchObject({ remote: 'mf_marketing', status: 'live' });
    expect(findRoute('/journey-map')).toMatchObject({ remote: 'mf_programs', status: 'live' });
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('resolves a link to a route, a redirect, a document or nothing; query and hash do not count', () => {
    expect(resolveLink('/privacy?x=1#top')).toMatchObject({ kind: 'route', route: { path: '/privacy' } });
    expect(resolveLink('/register')).toEqual({ kind: 'redirect', to: '/programs' });
    expect(resolveLink('/sitemap.xml')).toMatchObject({ kind: 'document', document: { builtBy: 'mf_blog/feeds' } });
    expect(resolveLink('/no-such-page')).toBeNull();
  });

  it('gives each page its canonical path: the route it names, or its own', () => {
    expect(canonicalPath('/programs/compass')).toBe('/chart-my-course');
    expect(canonicalPath('/chart-my-course')).toBe('/chart-my-course');
    expect(canonicalPath('/blog/a-post')).toBe('/blog/a-post');
    expect(canonicalPath('/no-such-page')).toBe('/no-such-page');
  });
});

describe('routingProblems', () => {
  const page = { Component: () => null, meta: () => ({}) };
  const programPages = { programs: page, breakthrough: page, engine: page, launchpad: page, astralLabs: page, journeyMap: page };

  it('finds none when the live routes and the exposed pages agree', () => {
    expect(routingProblems('mf_assessment', { assessment: page, results: page })).toEqual([]);
    expect(routingProblems('mf_programs', programPages)).toEqual([]);
  });

  it('finds a live route whose page is not exposed, and an exposed page that is not routed', () => {
    expect(routingProblems('mf_assessment', {})).toEqual([
      '/chart-my-course names the page "assessment", which mf_assessment does not expose',
      '/chart-my-course/results names the page "results", which mf_assessment does not expose',
      '/programs/compass names the page "assessment", which mf_assessment does not expose',
    ]);
    const { journeyMap: _notExposed, ...withoutJourneyMap } = programPages;
    expect(routingProblems('mf_programs', { ...withoutJourneyMap, extra: page })).toEqual([
      '/journey-map names the page "journeyMap", which mf_programs does not expose',
      'mf_programs exposes "extra", which no route names',
    ]);
    const withPlanned: SiteRoute[] = [
      { path: '/', remote: 'mf_marketing', page: 'home', status: 'live', title: 'Home' },
      { path: '/events', remote: 'mf_marketing', page: 'events', status: 'planned', title: 'Events' },
    ];
    expect(routingProblems('mf_marketing', { home: page, events: page }, withPlanned)).toEqual([
      'mf_marketing exposes "events": make /events live',
    ]);
  });
});
