// The contract between the shell and its remotes: every page the shell names must be exposed by
// that remote's pages module, and every route of the table must be well-formed and unique.
import type { RemoteName, RemotePages } from '@pv/shared/contract/page';
import { pages as marketing } from '../../../mf-marketing/src/pages';
import { pages as programs } from '../../../mf-programs/src/pages';
import { pages as blog } from '../../../mf-blog/src/pages';
import { pages as assessment } from '../../../mf-assessment/src/pages';
import { routeTable } from './route-table';
import { redirects } from './redirects';

const exposed: Record<RemoteName, RemotePages> = {
  mf_marketing: marketing,
  mf_programs: programs,
  mf_blog: blog,
  mf_assessment: assessment,
};

describe('route table', () => {
  it.each(routeTable.map((r) => [r.path, r] as const))('%s names a page its remote exposes', (_path, route) => {
    const definition = exposed[route.remote][route.page];
    expect(definition).toBeDefined();
    expect(typeof definition?.Component).toBe('function');
    expect(typeof definition?.meta).toBe('function');
  });

  it('has each path once, and no path is also a redirect', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(redirects[path]).toBeUndefined();
  });
});
