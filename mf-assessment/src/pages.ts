import type { RemotePages } from '@pv/shared/contract/page';
import { AssessmentPage } from './assessment/components/assessment-page';
import { ResultsPage } from './assessment/components/results-page';
import { assessmentMeta } from './assessment/content/page-copy';
import { resultsMeta } from './assessment/content/results-meta';

/** The assessment, which the shell serves at /chart-my-course and at /programs/compass, and its results page. */
export const pages = {
  assessment: { Component: AssessmentPage, meta: () => assessmentMeta },
  results: { Component: ResultsPage, meta: resultsMeta },
} satisfies RemotePages;
