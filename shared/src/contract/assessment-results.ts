// The contract between the assessment remote and the shell's server for results: the paths the
// browser posts to, the fields of the results e-mail form and its outcome, and `mf_assessment/results`,
// the Node module the server loads to read an answer code and write the e-mail
// (docs/decisions/0011-assessment-results-and-progress.md).
import type { SiteConfig } from '@pv/shared/config/site-config';
import { fieldErrors, type FormFields } from '@pv/shared/forms/field-checks';

/** The results page; its query parameter `a` is the answer code. */
export const RESULTS_PATH = '/chart-my-course/results';
/** POST of a finished assessment (the browser's beacon): counted for the team, anonymously. */
export const FINISHED_PATH = RESULTS_PATH;
/** POST of the results e-mail form. */
export const RESULTS_EMAIL_PATH = '/chart-my-course/results/email';
/** The form that outcome belongs to, for the page rendered in answer to it (`usePostedForm`). */
export const RESULTS_EMAIL_FORM = 'results-email';

export const CODE_FIELD = 'a';
export const EMAIL_FIELD = 'email';
export const CONSENT_FIELD = 'consent';

export const CONSENT_REQUIRED = 'Tick the box to let us e-mail you your results.';

/**
 * `sent`: handed to the mail provider; `saved`: stored for the team to follow up (no provider, or it
 * failed). Both are answered whether or not the address was known before.
 */
export type ResultsEmailStatus = 'sent' | 'saved' | 'invalid' | 'rate-limited' | 'unavailable';

export interface ResultsEmailOutcome {
  status: ResultsEmailStatus;
  /** What the visitor typed, shown again with an error. */
  email: string;
  consent: boolean;
  errors: { email?: string; consent?: string; code?: string };
}

export const RESULTS_EMAIL_STATUS: Record<ResultsEmailStatus, number> = {
  sent: 200,
  saved: 200,
  invalid: 400,
  'rate-limited': 429,
  unavailable: 503,
};

/** The form's fields and their checks: the server's, and the browser's before sending (the code is the server's to judge). */
export const RESULTS_EMAIL_FIELDS = {
  email: { name: EMAIL_FIELD, check: { rule: 'email' } },
  consent: { name: CONSENT_FIELD, check: { rule: 'ticked', message: CONSENT_REQUIRED } },
  code: { name: CODE_FIELD },
} as const satisfies FormFields<keyof ResultsEmailOutcome['errors']>;

/** The field errors of the form, the same in the browser and on the server; empty when it may be sent. */
export const resultsEmailErrors = ({ email, consent }: { email: string; consent: boolean }): ResultsEmailOutcome['errors'] =>
  fieldErrors(RESULTS_EMAIL_FIELDS, { email, consent });

/** A finished assessment, as stored: no personal data. */
export interface AssessmentResultRecord {
  /** The answer code, normalised. */
  code: string;
  persona: string;
  /** The chosen option id of each question, in question order. */
  answers: readonly string[];
}

export interface ResultsEmail {
  subject: string;
  text: string;
  html: string;
}

/** `mf_assessment/results`: what the shell's server calls. */
export interface AssessmentResultsModule {
  /** The result an answer code stands for, or null for a code that is not valid. */
  readResult(code: string | null): AssessmentResultRecord | null;
  /** The e-mail of a result, with links on the site's origin. */
  resultsEmail(result: AssessmentResultRecord, config: SiteConfig): ResultsEmail;
}
