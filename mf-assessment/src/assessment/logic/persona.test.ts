// Every one of the 4^5 = 1,024 answer combinations against the persona rules of docs/behaviour.md, restated
// independently (../../testing/answer-sets.ts): option ids, rules and expected cards are written out, not read from the code.
import { optionIdsByQuestion } from '../model';
import { allCombinations, documentedOptionIds, expectedPersonaName, toAnswers } from '../../testing/answer-sets';
import { personaFor, recommendFor } from './persona';

/** What each persona recommends, with its link target (docs/site-map.md) and priority, in display order. */
const expectedCards: Record<string, { type: string; link: string; priority: string }[]> = {
  'Aspiring Innovator': [
    { type: 'program', link: '/community', priority: 'high' }, // Oasis program
    { type: 'resource', link: '/events', priority: 'medium' }, // idea validation workshop
  ],
  'Dedicated Builder': [
    { type: 'program', link: '/programs/breakthrough', priority: 'high' }, // Breakthrough accelerator
    { type: 'community', link: '/events', priority: 'medium' }, // weekly pitch practice
  ],
  'Growth Seeker': [
    { type: 'program', link: '/programs/engine', priority: 'high' }, // strategic consulting
    { type: 'network', link: '/partnerships', priority: 'high' }, // investor network (/investors)
  ],
  'Ambitious Entrepreneur': [
    { type: 'community', link: '/community', priority: 'high' }, // Oasis community
    { type: 'mentorship', link: '/mentors', priority: 'medium' }, // Mentor Matching
  ],
};

const expectedTitleWords: Record<string, readonly [RegExp, RegExp]> = {
  'Aspiring Innovator': [/oasis/i, /idea validation/i],
  'Dedicated Builder': [/breakthrough/i, /pitch practice/i],
  'Growth Seeker': [/consulting/i, /investor network/i],
  'Ambitious Entrepreneur': [/oasis community/i, /mentor matching/i],
};

const combinations = allCombinations();

describe('persona rules over every answer combination', () => {
  it('enumerates exactly the option ids of docs/behaviour.md', () => {
    expect(combinations).toHaveLength(1024);
    expect(optionIdsByQuestion).toEqual(documentedOptionIds);
  });

  it.each(combinations.map((c) => [Object.values(c).join(' / '), c] as const))('%s', (_name, combination) => {
    const expectedName = expectedPersonaName(combination);
    const result = recommendFor(toAnswers(combination));
    expect(result.persona.name).toBe(expectedName);
    expect(result.recommendations.map(({ type, link, priority }) => ({ type, link, priority }))).toEqual(expectedCards[expectedName]);
    expect(result.recommendations.map((card) => card.title)).toEqual(
      (expectedTitleWords[expectedName] ?? []).map((words) => expect.stringMatching(words)),
    );
  });

  it('gives each persona the number of combinations the rules imply', () => {
    const counts: Record<string, number> = {};
    for (const c of combinations) {
      const name = recommendFor(toAnswers(c)).persona.name;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    // Each of the three rules fixes two answers (4^3 = 64 combinations) and the rules never overlap,
    // because each needs a different stage; everything else (1024 - 3 * 64) falls through.
    expect(counts).toEqual({
      'Aspiring Innovator': 64,
      'Dedicated Builder': 64,
      'Growth Seeker': 64,
      'Ambitious Entrepreneur': 832,
    });
  });

  it('reaches each of the four personas', () => {
    const ids = new Set(combinations.map((c) => personaFor(toAnswers(c))));
    expect([...ids].sort()).toEqual(['ambitious-entrepreneur', 'aspiring-innovator', 'dedicated-builder', 'growth-seeker']);
  });

  it('gives every card a title, description and action label', () => {
    for (const c of combinations) {
      for (const card of recommendFor(toAnswers(c)).recommendations) {
        expect(card.title.trim()).not.toBe('');
        expect(card.description.trim().length).toBeGreaterThan(40);
        expect(card.action.trim()).not.toBe('');
      }
    }
  });
});
