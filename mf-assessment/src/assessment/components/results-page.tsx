import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { usePostedForm } from '@pv/shared/forms/posted-form';
import { CODE_FIELD, RESULTS_EMAIL_FORM, type ResultsEmailOutcome } from '@pv/shared/contract/assessment-results';
import { PageHero } from '@pv/shared/ui/page-hero';
import { ButtonLink } from '@pv/shared/ui/links';
import { decodeAnswers, encodeAnswers } from '../logic/answer-code';
import { resultsPageCopy } from '../content/results';
import { ResultsView } from './results-view';

/**
 * /chart-my-course/results?a=<answer code>: the results of the five answers the code holds, rendered
 * by the server (also with scripts off). A code that is not valid shows what happened and the way
 * back to the assessment, never another result.
 */
export function ResultsPage() {
  const { search } = useSiteLocation();
  const answers = decodeAnswers(new URLSearchParams(search).get(CODE_FIELD));
  const emailOutcome = usePostedForm<ResultsEmailOutcome>(RESULTS_EMAIL_FORM);
  if (!answers) {
    return (
      <PageHero
        title={resultsPageCopy.invalidHeading}
        lead={resultsPageCopy.invalidBody}
        surface="light"
        actions={<ButtonLink href="/chart-my-course">{resultsPageCopy.invalidAction}</ButtonLink>}
      />
    );
  }
  return <ResultsView code={encodeAnswers(answers)} answers={answers} emailOutcome={emailOutcome} />;
}
