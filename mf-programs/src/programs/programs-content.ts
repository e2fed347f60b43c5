// The words of /programs. Prices, durations and every other figure come from the program data in
// the shared package (docs/content.md); this file only says which program goes where.
import { facts } from '@pv/shared/content/facts';
import type { ProgramId } from '@pv/shared/content/programs';
import type { SiteLink } from '@pv/shared/contract/routes';

export const programsMeta = {
  title: 'Programs',
  description:
    'No-equity programs for founders at every stage: the free Compass assessment, the Breakthrough accelerator, Engine advisory, the Launchpad fundraising program and Astral Labs research.',
};

/** The medium of this page's links to the external assessment. */
export const PROGRAMS_MEDIUM = 'programs';

export const programsAnalytics = {
  hero: 'Programs - Hero',
  cards: 'Programs - Cards',
  comparison: 'Programs - Comparison',
  guide: 'Programs - Guide',
  stillNotSure: 'Programs - Still Not Sure',
} as const;

export const programsHero = {
  eyebrow: 'Programs',
  title: 'Support for every stage of the climb',
  lead: 'Start with an honest read on where your venture stands, then choose the help that fits: a cohort accelerator, senior advisors, or an intensive run at your first institutional round. None of it costs you equity.',
  assessmentLabel: 'Start Free Assessment',
  compareLabel: 'Compare the programs',
};

/** The four cards, in order. */
export const programCards = {
  id: 'programs',
  eyebrow: 'The programs',
  heading: 'Four ways to work with us',
  intro: 'Each program stands on its own. Most founders start with Compass and add the others as their venture needs them.',
  programs: ['compass', 'breakthrough', 'engine', 'astral-labs'] as const satisfies readonly ProgramId[],
  linkLabel: (name: string) => `Explore ${name}`,
};

export interface ComparisonColumn {
  program: ProgramId;
  /** Where the column's call to action leads. */
  href: SiteLink;
  action: string;
}

/** A row of the comparison: a field of the program data and how it is labelled. */
export const comparisonRows = [
  { field: 'price', label: 'Price' },
  { field: 'duration', label: 'Duration' },
  { field: 'timeCommitment', label: 'Time commitment' },
  { field: 'format', label: 'Format' },
  { field: 'bestFor', label: 'Best for' },
  { field: 'outcome', label: 'Outcome' },
] as const;

export const comparison = {
  id: 'compare',
  eyebrow: 'Side by side',
  heading: 'Compare the programs',
  intro: 'What each step costs, how long it runs, how much of your week it asks for and what you leave with.',
  caption: 'The programs compared by price, duration, time commitment, format, who they suit best and their outcome',
  programHeader: 'Program',
  columns: [
    { program: 'compass', href: '/chart-my-course', action: 'Start the assessment' },
    { program: 'breakthrough', href: '/programs/breakthrough', action: 'Explore Breakthrough' },
    { program: 'engine', href: '/programs/engine', action: 'Explore Engine' },
    { program: 'launchpad', href: '/programs/launchpad', action: 'Explore Launchpad' },
  ] as const satisfies readonly ComparisonColumn[],
};

export interface GuideStep {
  situation: string;
  advice: string;
  program: ProgramId;
}

export const guide = {
  id: 'choose',
  eyebrow: 'Choosing',
  heading: 'Which program is right for you?',
  intro: 'Start from where your venture is today, not from where you hope it will be in a year.',
  steps: [
    {
      situation: 'You are not sure what your venture needs first',
      advice:
        'Take the Compass assessment. It scores your readiness and points to the one thing worth fixing before anything else, so you do not pay for help you do not need yet.',
      program: 'compass',
    },
    {
      situation: 'You are building full time and want a cohort to push you',
      advice:
        'Breakthrough gives you a fixed curriculum, a small group of founders at your stage and a mentor every week. It suits founders who can give it real hours.',
      program: 'breakthrough',
    },
    {
      situation: 'Your product is in market and momentum has stalled',
      advice:
        'Engine puts a senior operator in your corner on a sprint plan, or takes one milestone off your plate entirely with Mission Control.',
      program: 'engine',
    },
    {
      situation: 'You are getting ready for your first institutional round',
      advice: 'Launchpad is the intensive: narrative, model, data room and a pipeline of investors who fit your round, built week by week.',
      program: 'launchpad',
    },
    {
      situation: 'You want to understand what drives founder momentum',
      advice:
        'Astral Labs publishes its research on the signals behind founder decisions. Read along, join an open session, and use the findings.',
      program: 'astral-labs',
    },
  ] as const satisfies readonly GuideStep[],
  linkLabel: (name: string) => `More about ${name}`,
  journeyMap: { text: 'Rather look around first?', label: 'Explore the journey map', href: '/journey-map' as SiteLink },
};

export const stillNotSure = {
  heading: 'Still Not Sure?',
  text: `The free Compass assessment takes ${facts.freeAssessment.minutes}, with ${facts.freeAssessment.promise}. It tells you which program fits where your venture stands today.`,
  assessmentLabel: 'Start Free Assessment',
  bookingLabel: 'Talk it through on a call',
};
