import type { RemotePages } from '@pv/shared/contract/page';
import { AssessmentPage } from './assessment/components/assessment-page';
import { assessmentMeta } from './assessment/content/page-copy';

/** One page, which the shell serves at /chart-my-course and at /programs/compass. */
export const pages = {
  assessment: { Component: AssessmentPage, meta: () => assessmentMeta },
} satisfies RemotePages;
