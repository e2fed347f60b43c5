// The results page's head: its persona in the title, description and social card, never indexed; a
// code that is not valid answers 404 (docs/decisions/0011-assessment-results-and-progress.md).
import type { PageContext } from '@pv/shared/contract/page';
import { CODE_FIELD, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import type { PersonaId } from '../model';
import { encodeAnswers } from '../logic/answer-code';
import { completeAnswersOf } from '../logic/answer-fields';
import { recommendFor } from '../logic/persona';
import { resultsPageCopy } from './results';

/** Each persona's social card (1200x630), drawn at build time by scripts/social-cards.ts. */
export const personaCardPath = (persona: PersonaId) => `/images/compass/${persona}.png`;

export function resultsMeta(ctx: Pick<PageContext, 'search'>): PageMeta {
  const answers = completeAnswersOf(ctx.search);
  if (!answers) return { title: resultsPageCopy.invalidTitle, noindex: true, status: 404 };
  const { persona } = recommendFor(answers);
  return {
    title: resultsPageCopy.title(persona.name),
    description: persona.summary,
    image: personaCardPath(persona.id),
    // A shared link's preview is this result, not the results path without its code (a 404).
    canonicalPath: `${RESULTS_PATH}?${CODE_FIELD}=${encodeAnswers(answers)}`,
    noindex: true,
  };
}
