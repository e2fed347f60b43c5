// The words of /programs/breakthrough. Price, length, cohort, mentoring, time and the names of the
// curriculum's blocks come from the program data in the shared package (docs/content.md).
import { breakthroughFacts, programs } from '@pv/shared/content/programs';

type BlockName = (typeof breakthroughFacts.blocks)[number];

const program = programs.breakthrough;

export const breakthroughMeta = {
  title: program.title,
  description: `${program.title}: ${program.duration}, a cohort of ${breakthroughFacts.cohortSize} and ${breakthroughFacts.mentorSessions}, for ${program.price}. No equity taken.`,
};

export const breakthroughAnalytics = {
  hero: 'Breakthrough - Hero',
  closing: 'Breakthrough - Apply',
} as const;

/** The medium of this page's links to the external assessment. */
export const BREAKTHROUGH_MEDIUM = 'breakthrough';

export const breakthroughHero = {
  bookingLabel: 'Book a call about Breakthrough',
  assessmentLabel: 'Take the free assessment',
};

export const outcomes = {
  id: 'outcomes',
  eyebrow: 'Outcomes',
  heading: 'What you leave with',
  items: [
    'Evidence from real customers that the problem is worth solving, and that your product solves it',
    'A positioning statement and pricing you can defend in front of a buyer or an investor',
    'A repeatable channel for your first customers, with the numbers to show it works',
    'A pitch deck and financial model that have been questioned by people who write cheques',
    'A launch plan for the next two quarters, and a cohort of founders who keep you honest after the program ends',
  ],
};

export interface CurriculumBlock {
  summary: string;
  topics: readonly string[];
}

/** What each two-week block covers, by the block's name in the shared data. */
export const curriculumBlocks: Record<BlockName, CurriculumBlock> = {
  'Foundation & Assessment': {
    summary: 'Where your venture really stands, and the goals you will be held to.',
    topics: ['Your Breakthrough Performance Index baseline', 'Founder goals and the milestones that prove them', 'Customer discovery plan'],
  },
  'Product & Positioning': {
    summary: 'Sharpen what you sell and who it is for until a stranger can repeat it.',
    topics: ['Problem interviews and what they changed', 'Positioning against the real alternatives', 'Pricing experiments'],
  },
  'Go-to-Market': {
    summary: 'Find the first channel that brings customers in at a cost you can carry.',
    topics: ['Ideal customer profile and pipeline', 'Channel tests with clear stop rules', 'Sales conversations, recorded and reviewed'],
  },
  'Investor Readiness': {
    summary: 'Turn traction into a story an investor can check.',
    topics: [
      'Financial model and use of funds',
      'Pitch deck and a data room that answers diligence',
      'Rehearsals with investors from our network',
    ],
  },
  'Launch & Scale': {
    summary: 'Put it all in motion and leave with a plan for what comes next.',
    topics: ['Launch and its first measured results', 'A plan for the next two quarters', 'Demo session for mentors, investors and peers'],
  },
};

export const curriculum = {
  id: 'curriculum',
  eyebrow: 'Curriculum',
  heading: (weeks: number) => `The ${weeks}-week curriculum`,
  intro: 'Every block ends with a deliverable your mentor reviews with you before the cohort moves on.',
  weeksLabel: (first: number, last: number) => `Weeks ${first}-${last}`,
};

export const factsSection = {
  id: 'facts',
  eyebrow: 'The facts',
  heading: 'Breakthrough at a glance',
  terms: {
    price: 'Price',
    payment: 'Payment',
    cohort: 'Cohort',
    mentoring: 'Mentoring',
    time: 'Time commitment',
    equity: 'Equity',
  },
  priceDetail: (price: string, duration: string) => `${price} for ${duration}`,
  noEquity: 'None taken',
};

export const included = {
  id: 'included',
  eyebrow: 'Included',
  heading: 'What is included',
  items: [
    'A weekly one-to-one session with a mentor matched to your venture',
    'Weekly cohort workshops on the block in hand',
    'Templates for interviews, positioning, the financial model and the data room',
    'Pitch rehearsals with investors from our network',
    'Your Breakthrough Performance Index, measured at the start and at the end',
    'A place in the alumni community after the program',
  ],
};

export const fit = {
  id: 'fit',
  eyebrow: 'Fit',
  heading: 'Is Breakthrough right for you?',
  fitsHeading: 'Breakthrough fits you if',
  fits: [
    'You are building your venture full time, or about to',
    'You have a problem worth solving and want to prove it with customers',
    'You can give the program the hours it asks for, every week',
    'You want feedback that is direct, even when it stings',
  ],
  notFitHeading: 'It is not the right fit if',
  notFits: [
    'You are still choosing between several unrelated ideas',
    'You are looking for funding in exchange for equity: we do not invest',
    'You can only spare an evening now and then; Engine or Compass will serve you better',
    'You already have a repeatable sales engine and need growth capital, not a curriculum',
  ],
};

export const closingCta = {
  heading: 'Apply for the next cohort',
  text: 'Cohorts are small and start several times a year. Book a call to talk through your venture, or take the free assessment first to see where you stand.',
  bookingLabel: 'Book a call',
  assessmentLabel: 'Start Free Assessment',
  programsLabel: 'Compare all programs',
};
