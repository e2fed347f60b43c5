// `mf_assessment/results`, the Node module the shell's server loads for the results endpoints
// (@pv/shared/contract/assessment-results): an answer code read as the result to store, and the
// e-mail of a result.
import type { AssessmentResultsModule } from '@pv/shared/contract/assessment-results';
import { questionIds } from './assessment/model';
import { decodeAnswers, encodeAnswers } from './assessment/logic/answer-code';
import { personaFor } from './assessment/logic/persona';
import { composeResultsEmail } from './assessment/content/results-email';

export const readResult: AssessmentResultsModule['readResult'] = (code) => {
  const answers = decodeAnswers(code);
  if (!answers) return null;
  return { code: encodeAnswers(answers), persona: personaFor(answers), answers: questionIds.map((id) => answers[id]) };
};

export const resultsEmail: AssessmentResultsModule['resultsEmail'] = (result, config) => {
  const answers = decodeAnswers(result.code);
  if (!answers) throw new Error(`Not an answer code: ${result.code}`);
  return composeResultsEmail(answers, config);
};
