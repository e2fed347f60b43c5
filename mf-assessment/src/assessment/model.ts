// The assessment's vocabulary (docs/behaviour.md, "Assessment"): question ids 0-4, their option ids, answers
// keyed by question id, and the shape of a result. Content lives in ./content, rules in ./logic.
import type { SiteLink } from '@pv/shared/contract/routes';

/** Option ids per question, in the order docs/behaviour.md lists them; the index is the question id. */
export const optionIdsByQuestion = [
  ['idea', 'building', 'launched', 'scaling'], // 0: stage
  ['product', 'market', 'funding', 'growth'], // 1: challenge
  ['fulltime', 'parttime', 'evenings', 'flexible'], // 2: time
  ['intensive', 'community', 'mentorship', 'resources'], // 3: support
  ['first', 'some', 'serial', 'corporate'], // 4: experience
] as const;

export type QuestionId = 0 | 1 | 2 | 3 | 4;
export const questionIds = [0, 1, 2, 3, 4] as const satisfies readonly QuestionId[];
export const QUESTION_COUNT = questionIds.length;

/** Named ids for reading rules: `answers[Q.stage] === 'idea'`. */
export const Q = { stage: 0, challenge: 1, time: 2, support: 3, experience: 4 } as const satisfies Record<string, QuestionId>;

export type OptionId<Id extends QuestionId> = (typeof optionIdsByQuestion)[Id][number];
export type AnyOptionId = OptionId<QuestionId>;

/** What the visitor has chosen so far. */
export type Answers = { [Id in QuestionId]?: OptionId<Id> };
/** Every question answered: the only input a result is computed from. */
export type CompleteAnswers = { [Id in QuestionId]: OptionId<Id> };

export function isOptionOf<Id extends QuestionId>(questionId: Id, optionId: string): optionId is OptionId<Id> {
  return (optionIdsByQuestion[questionId] as readonly string[]).includes(optionId);
}

export function isComplete(answers: Answers): answers is CompleteAnswers {
  return questionIds.every((id) => answers[id] !== undefined);
}

export interface AnswerOption<Id extends string = AnyOptionId> {
  id: Id;
  label: string;
  description: string;
}

export interface Question<Id extends QuestionId = QuestionId> {
  id: Id;
  /** One or two words naming what the question is about, shown above it and in the answer summary. */
  topic: string;
  title: string;
  subtitle: string;
  options: readonly AnswerOption<OptionId<Id>>[];
}

export type QuestionList = readonly [Question<0>, Question<1>, Question<2>, Question<3>, Question<4>];

export type PersonaId = 'aspiring-innovator' | 'dedicated-builder' | 'growth-seeker' | 'ambitious-entrepreneur';

export type RecommendationType = 'program' | 'resource' | 'community' | 'network' | 'mentorship';
export type Priority = 'high' | 'medium';

export interface Recommendation {
  type: RecommendationType;
  title: string;
  description: string;
  /** The link's text. */
  action: string;
  /** A path of the route table, so every link resolves (checked by content.test.ts). */
  link: SiteLink;
  priority: Priority;
}

export interface Persona {
  id: PersonaId;
  name: string;
  summary: string;
  /** In display order, highest priority first. */
  recommendations: readonly Recommendation[];
}

export interface NextStep {
  title: string;
  description: string;
  action: string;
  link: SiteLink;
}
