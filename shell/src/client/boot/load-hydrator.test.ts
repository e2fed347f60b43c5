import { hydratorLoader } from './load-hydrator';

it("adds the hydrator's scripts to the page on the first call only", () => {
  document.body.innerHTML = '';
  const load = hydratorLoader(['/assets/main.1.js', '/assets/main.2.js']);
  expect(document.querySelectorAll('script')).toHaveLength(0);
  load();
  load();
  expect(Array.from(document.querySelectorAll('script'), (script) => script.getAttribute('src'))).toEqual([
    '/assets/main.1.js',
    '/assets/main.2.js',
  ]);
});
