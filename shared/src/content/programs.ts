// The program ladder and the programs beside it, once for the whole site: the home page's journey
// map (mf-marketing) and every program page (mf-programs) read them here. Prices, durations and
// time commitments follow docs/content.md ("One value per fact"); pages never repeat them.

export type ProgramId = 'compass' | 'breakthrough' | 'engine' | 'launchpad' | 'astral-labs';

/** The three stages of the ladder, in climbing order. */
export type LadderProgramId = 'compass' | 'engine' | 'launchpad';

/** A way to take part in a program, with its own price. */
export interface Tier {
  name: string;
  /** As shown: "Free", "$49/mo", "From $495/mo". */
  price: string;
  description: string;
  features: readonly string[];
}

/** A price a machine can read (structured data): the amount in US dollars. */
export interface Offer {
  amount: number;
  currency: 'USD';
  /** What the amount buys, e.g. "10-week program". */
  description: string;
}

export interface Program {
  id: ProgramId;
  /** Short name used in navigation and on cards. */
  name: string;
  /** The name with what it is. */
  title: string;
  subtitle: string;
  tagline: string;
  /** The site path of the program's page. */
  link: string;
  /** Label of the main call to action. */
  ctaLabel: string;
  /** As shown in comparisons: the entry price. */
  price: string;
  duration: string;
  timeCommitment: string;
  format: string;
  bestFor: string;
  outcome: string;
  tiers: readonly Tier[];
  /** Set where the program is sold at one published price. */
  offer?: Offer;
  /** Drawn as the program's emblem (see ProgramEmblem). */
  emblem: ProgramId;
  /** Highlighted in lists and comparisons. */
  featured: boolean;
}

export interface LadderProgram extends Program {
  id: LadderProgramId;
  /** The stage's height on the climb: "1,200m". */
  elevation: string;
}

const compass: LadderProgram = {
  id: 'compass',
  name: 'Compass',
  title: 'Compass: Chart My Course',
  subtitle: 'Discover and qualify',
  tagline: 'Know exactly where your venture stands before you spend a dollar on the climb.',
  link: '/programs/compass',
  ctaLabel: 'Start the free assessment',
  elevation: '1,200m',
  price: 'Free',
  duration: '10-12 minutes, then monthly check-ins',
  timeCommitment: '10-12 minutes to start',
  format: 'Online diagnostic with weekly AI check-ins',
  bestFor: 'Founders who want an honest read on their readiness',
  outcome: 'Your Breakthrough Performance Index score and a clear next step',
  tiers: [
    {
      name: 'Chart My Course',
      price: 'Free',
      description: 'A 10-12 minute diagnostic on the Breakthrough Performance Index.',
      features: [
        'Scores self-efficacy, situational awareness and clarity',
        'Instant results, no credit card',
        'Weekly AI check-ins on the goals you set',
      ],
    },
    {
      name: 'Navigator',
      price: '$49/mo',
      description: 'A human reviewer keeps your plan honest once a month.',
      features: [
        'Monthly 15-minute review with a Prepared Ventures advisor',
        'Progress tracked against your index score',
        'Cancel any month',
      ],
    },
  ],
  emblem: 'compass',
  featured: false,
};

const engine: LadderProgram = {
  id: 'engine',
  name: 'Engine',
  title: 'Engine Advisory',
  subtitle: 'Activate and execute',
  tagline: 'Senior operators in your corner while you build traction investors can see.',
  link: '/programs/engine',
  ctaLabel: 'Book an Engine call',
  elevation: '2,400m',
  price: 'From $495/mo',
  duration: '3-12 months',
  timeCommitment: '2-4 hrs/week',
  format: 'Bi-weekly advisory sprints, remote or in Boston',
  bestFor: 'Teams with a product in market that need focus and momentum',
  outcome: 'Milestones hit on a plan you and your advisor agreed on',
  tiers: [
    {
      name: 'Co-Pilot',
      price: 'From $495/mo',
      description: 'Bi-weekly advisory sprints with one senior advisor, for 3 to 12 months.',
      features: ['A sprint plan every two weeks', 'Async review of decks, models and hiring plans', '2-4 hours a week of your time'],
    },
    {
      name: 'Mission Control',
      price: '$2,500-$8,000 per project, or from $1,500/mo',
      description:
        'Hands-on delivery of one milestone: fixed-scope projects paid by milestone, or a monthly engagement with a 3-month minimum.',
      features: [
        'Fixed-scope projects from $2,500 to $8,000, paid as milestones land',
        'Or a monthly engagement from $1,500 with a 3-month minimum scope',
        'Go-to-market, fundraising readiness or operations, scoped with you',
      ],
    },
  ],
  emblem: 'engine',
  featured: true,
};

const launchpad: LadderProgram = {
  id: 'launchpad',
  name: 'Launchpad',
  title: 'Launchpad: the Forge Program',
  subtitle: 'Commit and scale',
  tagline: 'Twelve intensive weeks that take you from investor-curious to investor-ready.',
  link: '/programs/launchpad',
  ctaLabel: 'Open the Launchpad app',
  elevation: '3,800m',
  price: '$1,400',
  duration: '12 weeks',
  timeCommitment: '10+ hrs/week',
  format: 'Intensive fundraising program with weekly milestones',
  bestFor: 'Founders preparing to raise their first institutional round',
  outcome: 'A data room, a tested pitch and a qualified investor pipeline',
  tiers: [
    {
      name: 'Forge Program',
      price: '$1,400',
      description: 'A 12-week intensive fundraising program.',
      features: [
        'Weekly milestones from narrative to data room',
        'Pitch rehearsals with investor feedback',
        'Introductions to investors who fit your round',
      ],
    },
  ],
  offer: { amount: 1400, currency: 'USD', description: '12-week Forge Program' },
  emblem: 'launchpad',
  featured: false,
};

const breakthrough: Program = {
  id: 'breakthrough',
  name: 'Breakthrough',
  title: 'Breakthrough Accelerator',
  subtitle: 'A 10-week accelerator that takes no equity',
  tagline: 'Ten weeks, a small cohort and a mentor every week: leave with a venture investors take seriously.',
  link: '/programs/breakthrough',
  ctaLabel: 'Book a call about Breakthrough',
  price: '$2,500',
  duration: '10 weeks',
  timeCommitment: '10-15 hrs/week',
  format: 'Cohort of 8-12 founders with 10 weekly 1:1 mentor sessions',
  bestFor: 'Founders building full time who are ready to commit to a cohort',
  outcome: 'A validated plan, a tested pitch and a launch you can show investors',
  tiers: [
    {
      name: 'Breakthrough cohort',
      price: '$2,500',
      description: 'The full 10-week program, paid in full or in installments.',
      features: ['Cohort of 8-12 founders', '10 weekly 1:1 mentor sessions', 'Pay in full or in installments'],
    },
  ],
  offer: { amount: 2500, currency: 'USD', description: '10-week Breakthrough Accelerator' },
  emblem: 'breakthrough',
  featured: true,
};

const astralLabs: Program = {
  id: 'astral-labs',
  name: 'Astral Labs',
  title: 'Astral Labs',
  subtitle: 'Research into what makes founders move',
  tagline: 'Our research initiative on the signals that separate momentum from hesitation.',
  link: '/programs/astral-labs',
  ctaLabel: 'Follow the research',
  price: 'Free',
  duration: 'Ongoing',
  timeCommitment: 'As much as you like',
  format: 'Research notes, open sessions and a newsletter',
  bestFor: 'Founders and researchers curious about founder momentum',
  outcome: 'Early access to findings and tools from our research',
  tiers: [
    {
      name: 'Open access',
      price: 'Free',
      description: 'Everything Astral Labs publishes is free to read and use.',
      features: ['Research notes as they are published', 'Invitations to open research sessions', 'The Astral Labs newsletter'],
    },
  ],
  emblem: 'astral-labs',
  featured: false,
};

/** The ladder, in climbing order: Compass, Engine, Launchpad. */
export const ladder: readonly LadderProgram[] = [compass, engine, launchpad];

/** Time between one stage of the ladder and the next: Compass to Engine, Engine to Launchpad. */
export const ladderTimings: readonly string[] = ['3-6 months', '6-12 months'];

export const programs: Readonly<Record<ProgramId, Program>> = {
  compass,
  breakthrough,
  engine,
  launchpad,
  'astral-labs': astralLabs,
};

/** Details of the Breakthrough accelerator that its page and the comparison show. */
export const breakthroughFacts = {
  weeks: 10,
  cohortSize: '8-12 founders',
  mentorSessions: '10 weekly 1:1 mentor sessions',
  payment: 'Pay in full or in installments',
  /** The curriculum: five two-week blocks, in order. */
  blocks: ['Foundation & Assessment', 'Product & Positioning', 'Go-to-Market', 'Investor Readiness', 'Launch & Scale'],
} as const;
