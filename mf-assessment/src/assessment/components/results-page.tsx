import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { usePostedForm } from '@pv/shared/forms/posted-form';
import { RESULTS_EMAIL_FORM, type ResultsEmailOutcome } from '@pv/shared/contract/assessment-results';
import { PageHero } from '@pv/shared/ui/page-hero';
import { ButtonLink } from '@pv/shared/ui/links';
import { encodeAnswers } from '../logic/answer-code';
import { completeAnswersOf } from '../logic/answer-fields';
import { resultsPageCopy } from '../content/results';
import { ResultsView } from './results-view';

/**
 * /chart-my-course/results?a=<answer code>: the results of the five answers the code holds (or the
 * assessment's form holds, sent without scripts), rendered by the server (also with scripts off).
 * A code that is not valid shows what happened and the way back to the assessment, never another
 * result.
 */
export function ResultsPage() {
  const { search } = useSiteLocation();
  const answers = completeAnswersOf(new URLSearchParams(search));
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
