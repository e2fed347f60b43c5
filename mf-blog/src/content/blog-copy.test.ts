import { listCopy } from './blog-copy';

it('says which posts of how many the page shows, thousands grouped', () => {
  expect(listCopy.showing(10, 18, 1016)).toBe('Showing 10–18 of 1,016 articles');
});
