// Every one of the 4^5 = 1,024 answer sets, and the persona docs/behaviour.md gives each, restated here
// independently of the code: option ids and rules are written out, not read from it.
import type { CompleteAnswers } from '../assessment/model';

const stages = ['idea', 'building', 'launched', 'scaling'] as const;
const challenges = ['product', 'market', 'funding', 'growth'] as const;
const times = ['fulltime', 'parttime', 'evenings', 'flexible'] as const;
const supports = ['intensive', 'community', 'mentorship', 'resources'] as const;
const experiences = ['first', 'some', 'serial', 'corporate'] as const;

export const documentedOptionIds = [stages, challenges, times, supports, experiences] as const;

export type Combination = {
  stage: (typeof stages)[number];
  challenge: (typeof challenges)[number];
  time: (typeof times)[number];
  support: (typeof supports)[number];
  experience: (typeof experiences)[number];
};

export function allCombinations(): Combination[] {
  const combinations: Combination[] = [];
  for (const stage of stages)
    for (const challenge of challenges)
      for (const time of times)
        for (const support of supports)
          for (const experience of experiences) combinations.push({ stage, challenge, time, support, experience });
  return combinations;
}

/** docs/behaviour.md, "Assessment": first match wins. */
export function expectedPersonaName(c: Combination): string {
  if (c.stage === 'idea' && c.experience === 'first') return 'Aspiring Innovator';
  if (c.stage === 'building' && c.time === 'fulltime') return 'Dedicated Builder';
  if (c.stage === 'launched' && c.challenge === 'funding') return 'Growth Seeker';
  return 'Ambitious Entrepreneur';
}

export const toAnswers = (c: Combination): CompleteAnswers => ({
  0: c.stage,
  1: c.challenge,
  2: c.time,
  3: c.support,
  4: c.experience,
});
