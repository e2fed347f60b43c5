import BlogList from './list/blog-list';
import { scriptIslands } from './script-islands';

it('lists each script island under its name, with the start function it was declared with', () => {
  expect(Object.keys(scriptIslands)).toEqual([BlogList.islandName]);
  expect(scriptIslands['blog-list']).toBe(BlogList.start);
});
