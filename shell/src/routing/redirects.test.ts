import { redirectTarget } from './redirects';

it.each([
  ['/programs/workshops', '/events'],
  ['/programs/consulting', '/programs/engine'],
  ['/register', '/programs'],
  ['/investors', '/partnerships'],
  ['/quick-assessment', '/chart-my-course'],
  ['/privacy/', '/privacy'],
])('%s redirects to %s', (from, to) => {
  expect(redirectTarget(from)).toBe(to);
});

it('leaves other paths alone', () => {
  expect(redirectTarget('/')).toBeNull();
  expect(redirectTarget('/privacy')).toBeNull();
});
