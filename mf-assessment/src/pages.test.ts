// The contract with the shell: this remote's `./pages` and its live routes in the route table agree.
import { routingProblems } from '@pv/shared/contract/routes';
import { pages } from './pages';

it('exposes exactly the pages of its live routes in the route table', () => {
  expect(routingProblems('mf_assessment', pages)).toEqual([]);
});
