import { liveRoutes } from '@pv/shared/contract/routes';
import { routes } from './router-routes';

const children = routes[0]?.children ?? [];

describe('the router', () => {
  it('routes the live routes of the table; anything else is the 404 page', () => {
    expect(children.map((route) => route.path)).toEqual([...liveRoutes.map((route) => route.path), '*']);
  });
});
