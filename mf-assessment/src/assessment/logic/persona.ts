// The persona rules (docs/behaviour.md, "Assessment"): the first rule that matches decides the persona; a visitor
// no rule matches is an Ambitious Entrepreneur.
import { personas } from '../content/results';
import { Q, type CompleteAnswers, type Persona, type PersonaId, type Recommendation } from '../model';

interface PersonaRule {
  persona: PersonaId;
  matches(answers: CompleteAnswers): boolean;
}

/** In the documented order; order matters. */
export const personaRules: readonly PersonaRule[] = [
  { persona: 'aspiring-innovator', matches: (a) => a[Q.stage] === 'idea' && a[Q.experience] === 'first' },
  { persona: 'dedicated-builder', matches: (a) => a[Q.stage] === 'building' && a[Q.time] === 'fulltime' },
  { persona: 'growth-seeker', matches: (a) => a[Q.stage] === 'launched' && a[Q.challenge] === 'funding' },
];

export const FALLBACK_PERSONA: PersonaId = 'ambitious-entrepreneur';

export function personaFor(answers: CompleteAnswers): PersonaId {
  return personaRules.find((rule) => rule.matches(answers))?.persona ?? FALLBACK_PERSONA;
}

export interface AssessmentResult {
  persona: Persona;
  recommendations: readonly Recommendation[];
}

/** The result for a completed assessment: the persona and its recommendation cards. */
export function recommendFor(answers: CompleteAnswers): AssessmentResult {
  const persona = personas[personaFor(answers)];
  return { persona, recommendations: persona.recommendations };
}
