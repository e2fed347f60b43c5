// The assessment's analytics events. Each pushes exactly one object to `window.dataLayer`
// (and to GA4 when the shell has configured it), with no `value`:
//
//   Results shown (Get Results pressed):
//     { event: 'button_click', category: 'Assessment', label: 'Get Results - <persona name>' }
//     e.g. label 'Get Results - Dedicated Builder'
//   Recommendation card followed (from the link's attributes, so the server-rendered results page
//   needs no script for it):
//     { event: 'cta_click', category: 'Assessment Recommendation', label: '<card title>' }
//     e.g. label 'Breakthrough Accelerator'
//   Next step followed:
//     { event: 'cta_click', category: 'Assessment Next Step', label: '<next step title>' }
//     e.g. label 'Choose your program'
//   Review my answers / Start over (from the results, or from the assessment after finishing):
//     { event: 'button_click', category: 'Assessment', label: 'Review Answers' | 'Start Over' }
//
// Only the persona name leaves the page; the answers themselves are never sent.
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import type { CtaTracking } from '@pv/shared/analytics/link-clicks';
import type { NextStep, Recommendation } from './model';

export const ASSESSMENT_CATEGORY = 'Assessment';
export const RECOMMENDATION_CATEGORY = 'Assessment Recommendation';
export const NEXT_STEP_CATEGORY = 'Assessment Next Step';

export const trackResultsShown = (personaName: string) => trackButtonClick(ASSESSMENT_CATEGORY, `Get Results - ${personaName}`);

export const recommendationCta = (recommendation: Recommendation): CtaTracking => ({
  category: RECOMMENDATION_CATEGORY,
  label: recommendation.title,
});

export const nextStepCta = (step: NextStep): CtaTracking => ({ category: NEXT_STEP_CATEGORY, label: step.title });

export const trackReviewAnswers = () => trackButtonClick(ASSESSMENT_CATEGORY, 'Review Answers');
export const trackStartOver = () => trackButtonClick(ASSESSMENT_CATEGORY, 'Start Over');
