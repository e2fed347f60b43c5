// The home page's own words. Figures come from the shared facts and programs (docs/content.md);
// a test renders the page with other values there and fails if any of them is written here.
import { facts } from '@pv/shared/content/facts';
import { ladder } from '@pv/shared/content/programs';
import type { Stat } from '@pv/shared/ui/stat-tiles';
import { statOf } from '@pv/shared/content/spoken-figure';
import type { NetworkKind } from './network-kinds';

const ladderNames = ladder.map((program) => program.name);
const [firstStage, secondStage, lastStage] = ladder;

/** How long each word of the banner stays before the next (docs/behaviour.md, "Home"). */
export const WORD_ROTATION_MS = 2000;

export const homeMeta = {
  description: (brand: string) =>
    `${brand} is a no-equity startup accelerator in Boston. Take the free founder assessment, find your path from ${ladderNames.join(' to ')}, and keep ${facts.ownershipKept} of your company.`,
};

export const hero = {
  eyebrow: 'No-equity startup accelerator · Boston',
  title: 'Turning Founder Potential into Momentum',
  lead: 'Programs, mentors and investor access for early-stage founders, paid for with a fee you see up front and never with a share of your company. Start by finding out where your venture stands today.',
  assessmentLabel: 'Start Free Assessment',
  secondaryLabel: 'Find your founder path',
  assessmentNote: `Free, ${facts.freeAssessment.minutes}, ${facts.freeAssessment.promise}.`,
  statsLabel: 'Our track record',
  stats: [
    statOf(facts.alumniFunding, 'raised by founders from our programs'),
    statOf(facts.communityMembers, 'founders, mentors and investors in our community'),
    statOf(facts.ownershipKept, 'of your company stays yours'),
  ] satisfies Stat[],
};

export const banner = {
  lead: 'PREPARE 4',
  words: ['LAUNCH', 'GROWTH', 'PARTNERSHIPS', 'LEADERSHIP', 'ANGEL', 'VC'],
  /** What screen readers hear, once, instead of the moving word. */
  spoken: 'Prepare for launch, growth, partnerships, leadership, angel and VC.',
  tagline: 'Become a Prepared Venture',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  /** Completes the control's name for screen readers: "Pause the rotating word". */
  controlTarget: 'the rotating word',
};

export const howItWorks = {
  id: 'how-it-works',
  eyebrow: 'How it works',
  heading: 'An accelerator that takes no equity',
  intro: `Most accelerators pay for themselves with a slice of your company. We charge a published fee for each program instead, so you keep ${facts.ownershipKept} of what you build and every decision about who owns it.`,
  steps: [
    {
      title: 'Take the free assessment',
      text: `In ${facts.freeAssessment.minutes} you get an honest read on your readiness: self-efficacy, situational awareness and clarity, with ${facts.freeAssessment.promise}.`,
    },
    {
      title: 'Start at the right stage',
      text: `Your results point to one stage of the climb: ${firstStage?.name} to get clear, ${secondStage?.name} to execute, ${lastStage?.name} to raise. Nobody is sold a program they do not need.`,
    },
    {
      title: 'Pay for the work, not with your company',
      text: 'Every program has its price and its scope on the page before you start. No equity, no warrants, no side agreements.',
    },
    {
      title: 'Meet investors when you are ready',
      text: `When your numbers and your story hold up, we introduce you to the investors among our ${facts.investorNetwork} investor partners who fit your round.`,
    },
  ],
};

export const founderPath = {
  id: 'founder-path',
  eyebrow: 'Where do you start?',
  heading: 'Find Your Founder Path',
  intro: 'Tell us where you are starting from. We will show you where founders like you usually begin, and what to do this week.',
};

export const journeyMap = {
  id: 'journey-map',
  eyebrow: 'The climb',
  heading: 'Venture Journey Map',
  intro: `${ladderNames.join(', ')}: three camps on one climb. Start at the one that matches where you are today; each prepares you for the next.`,
  assessmentLabel: 'Start Free Assessment',
  programsLabel: 'Explore Programs',
  programsHref: '/programs/compass',
  labels: {
    expandPrefix: 'Details of',
    price: 'Price',
    duration: 'Duration',
    timeCommitment: 'Your time',
    explorePrefix: 'Explore',
    timingSuffix: 'to the next stage',
    mapLabel: 'The three stages of the climb',
    hint: 'Select a stage’s emblem to see what it costs, how long it takes and what you leave with.',
  },
};

export const testimonialsCopy = {
  id: 'testimonials',
  eyebrow: 'Founders on the climb',
  heading: 'What founders say',
  ratingOutOf: 5,
  stories: {
    heading: 'Success stories from the community',
    text: 'What members did with the help of the community: a first round raised, a pilot signed, a price that finally worked.',
    /** The stories shown here, by id; the community page's success tab has them all. */
    ids: ['openbook-payroll', 'quayline-robotics'],
    outcome: 'Outcome',
    more: 'Read all success stories',
    href: '/community?tab=success',
  },
  network: {
    heading: 'The kinds of investors and partners our founders meet',
    text: `Our ${facts.investorNetwork} investor partners and the firms that serve startups well. Founders meet them at our events, and through an introduction once their numbers are ready.`,
    kinds: [
      { icon: 'angels', label: 'Angel investors and syndicates' },
      { icon: 'seed', label: 'Pre-seed and seed funds' },
      { icon: 'venture', label: 'Series A venture firms' },
      { icon: 'corporate', label: 'Corporate venture teams' },
      { icon: 'services', label: 'Startup lawyers and accountants' },
      { icon: 'operators', label: 'Operators who mentor founders' },
    ] satisfies NetworkKind[],
  },
};

export const aboutBand = {
  id: 'about',
  eyebrow: 'About us',
  heading: 'Built in Boston for founders who want to keep their company',
  text: (brand: string) =>
    `Since ${facts.founded}, ${brand} has helped founders get ready for funding without taking a share of what they build. Our mentors are operators who have raised, hired and sold companies; our programs are priced like the professional services they are.`,
  storyLabel: 'Our story',
  storyHref: '/about',
  teamLabel: 'Meet the team',
  teamHref: '/team',
  stats: [statOf(facts.fundedFounders, 'founders funded'), statOf(facts.mentors, 'mentors'), statOf(facts.countries, 'countries')],
};

export const eventsBand = {
  id: 'events',
  eyebrow: 'Events',
  heading: 'Learn next to other founders',
  text: `Office hours, workshops, networking nights and pitch practice, in Boston and online. ${facts.eventsHosted} events so far, and most are free for founders.`,
  types: [
    { title: 'Office Hours', text: 'Thirty minutes with a mentor on the question that is blocking you this week.' },
    { title: 'Workshops', text: 'Hands-on sessions on pricing, financial models, hiring and the pitch.' },
    { title: 'Networking', text: 'Evenings with founders, operators and investors from our community.' },
    { title: 'Pitch Practice', text: 'Pitch to a small panel and leave with notes you can use the next day.' },
  ],
  linkLabel: 'See upcoming events',
  href: '/events',
};
