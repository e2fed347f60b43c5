// The contract between the route table and the remotes: every live route names a page its remote
// exposes, and every page a remote exposes is routed. A page built for a planned route fails the
// second test until its route is made live (one line in shared/src/contract/routes.ts).
import type { RemoteName, RemotePages } from '@pv/shared/contract/page';
import { liveRoutes } from '@pv/shared/contract/routes';
import { pages as marketing } from '../../../mf-marketing/src/pages';
import { pages as programs } from '../../../mf-programs/src/pages';
import { pages as blog } from '../../../mf-blog/src/pages';
import { pages as assessment } from '../../../mf-assessment/src/pages';

const exposed: Record<RemoteName, RemotePages> = {
  mf_marketing: marketing,
  mf_programs: programs,
  mf_blog: blog,
  mf_assessment: assessment,
};

describe('route table and remotes', () => {
  it.each(liveRoutes.map((r) => [r.path, r] as const))('%s names a page its remote exposes', (_path, route) => {
    const definition = exposed[route.remote][route.page];
    expect(definition).toBeDefined();
    expect(typeof definition?.Component).toBe('function');
    expect(typeof definition?.meta).toBe('function');
  });

  it('routes every page a remote exposes', () => {
    const routed = new Set(liveRoutes.map((route) => `${route.remote}/${route.page}`));
    const exposedPages = Object.entries(exposed).flatMap(([remote, pages]) => Object.keys(pages).map((page) => `${remote}/${page}`));
    expect(exposedPages.filter((page) => !routed.has(page))).toEqual([]);
  });
});
