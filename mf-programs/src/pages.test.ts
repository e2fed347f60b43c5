// The contract with the shell: this remote's `./pages` and its live routes in the route table agree,
// and every page says what it is in its own words.
import { QueryClient } from '@tanstack/react-query';
import type { PageContext } from '@pv/shared/contract/page';
import { routingProblems, routesOf } from '@pv/shared/contract/routes';
import { testConfig } from '@pv/shared/testing/test-config';
import { pages } from './pages';

const context = (path: string): PageContext => ({
  params: {},
  path,
  search: new URLSearchParams(),
  queryClient: new QueryClient(),
  config: testConfig,
});

const metas = routesOf('mf_programs').map((route) => ({
  ...route,
  meta: pages[route.page as keyof typeof pages].meta(context(route.path)),
}));

it('exposes exactly the pages of its live routes in the route table', () => {
  expect(routingProblems('mf_programs', pages)).toEqual([]);
  expect(routesOf('mf_programs').map((route) => route.path)).toEqual([
    '/programs',
    '/programs/breakthrough',
    '/programs/engine',
    '/programs/launchpad',
    '/programs/astral-labs',
    '/journey-map',
  ]);
});

it('gives every page its own title and description, of a length search results show whole', () => {
  expect(new Set(metas.map((m) => m.meta.title)).size).toBe(metas.length);
  expect(new Set(metas.map((m) => m.meta.description)).size).toBe(metas.length);
  for (const { meta } of metas) {
    expect(meta.title?.length).toBeGreaterThan(0);
    expect(meta.description?.length).toBeGreaterThanOrEqual(80);
    expect(meta.description?.length).toBeLessThanOrEqual(200);
    expect(meta.noindex).toBeUndefined();
  }
});

it('describes the two programs sold at one price as Courses, and no other page', () => {
  const courses = metas.filter((m) => m.meta.jsonLd?.some((data) => data['@type'] === 'Course')).map((m) => m.path);
  expect(courses).toEqual(['/programs/breakthrough', '/programs/launchpad']);
});
