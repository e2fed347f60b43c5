// Stores what the assessment leaves behind through the database's two narrow functions, with the
// server's assessment key (role assessment_writer, which may do nothing else)
// (docs/decisions/0011-assessment-results-and-progress.md).
import type { AssessmentResultRecord } from '@pv/shared/contract/assessment-results';
import { databaseFunctions, type DatabaseFunctionOptions } from '../forms/database-function';

export interface ResultsStore {
  /** Counts a finished assessment (anonymous). Throws when the backend is unreachable or refuses it. */
  recordFinish(result: AssessmentResultRecord): Promise<void>;
  /**
   * Stores a request to e-mail a result: 'deliver', 'hold' (stored, but the address had enough
   * e-mails today), or 'rejected' when the database's checks refuse the address.
   */
  requestEmail(email: string, result: AssessmentResultRecord): Promise<'deliver' | 'hold' | 'rejected'>;
}

/** `roleKey`: the assessment key. */
export function createResultsStore(options: DatabaseFunctionOptions): ResultsStore {
  const call = databaseFunctions(options);
  return {
    async recordFinish({ persona, answers }) {
      if ((await call('record_assessment_completion', { persona, answers })) === 'rejected') {
        throw new Error(`The database refused the finished assessment ${persona} ${answers.join(',')}`);
      }
    },
    async requestEmail(email, { persona, answers }) {
      const answer = await call('request_assessment_results_email', { email, persona, answers });
      if (answer === 'rejected') return 'rejected';
      return answer.result === true ? 'deliver' : 'hold';
    },
  };
}
