import AssessmentTool from './assessment/components/assessment-tool';
import ResultsActions from './assessment/components/results-actions';
import ResultsEmailForm from './assessment/components/results-email-form';
import { scriptIslands } from './script-islands';

it('lists each script island under its name, with the start function it was declared with', () => {
  const declared = [AssessmentTool, ResultsActions, ResultsEmailForm];
  expect(Object.keys(scriptIslands).sort()).toEqual(declared.map((island) => island.islandName).sort());
  for (const island of declared) expect(scriptIslands[island.islandName as keyof typeof scriptIslands]).toBe(island.start);
});
