import { NOT_FOUND_ROUTE } from '../../app/page-state';
import { reportNotFound } from './report-not-found';

afterEach(() => jest.restoreAllMocks());

it('logs the path the site does not serve, once, on its 404 page', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  reportNotFound(NOT_FOUND_ROUTE, { pathname: '/old/link' });
  expect(logged.mock.calls).toEqual([['404 Error: User attempted to access non-existent route:', '/old/link']]);
});

it('logs nothing on the pages of a route, a missing post included (its route is /blog/:slug)', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  reportNotFound('/blog/:slug', { pathname: '/blog/no-such-post' });
  reportNotFound('/', { pathname: '/' });
  expect(logged).not.toHaveBeenCalled();
});
