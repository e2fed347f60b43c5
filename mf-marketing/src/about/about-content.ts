// The About page's own words. Figures come from the shared facts and program data (docs/content.md).
import { facts } from '@pv/shared/content/facts';
import { breakthroughFacts, ladder } from '@pv/shared/content/programs';
import type { Stat } from '@pv/shared/ui/stat-tiles';
import { statOf } from '@pv/shared/content/spoken-figure';

const [firstStage] = ladder;

export const aboutMeta = {
  /** The whole document title: it names the brand itself (docs/behaviour.md, "Every page"). */
  fullTitle: (brand: string) => `About ${brand} | No-Equity Startup Accelerator`,
  description: (brand: string) =>
    `${brand} is a no-equity, data-informed startup accelerator in Boston, founded in ${facts.founded}. How we work, what we measure and why founders keep ${facts.ownershipKept} of their company.`,
};

export const aboutHero = {
  eyebrow: 'About us',
  title: 'Founder success without giving up equity',
  lead: (brand: string) =>
    `${brand} is a no-equity, data-informed accelerator and community in Boston. We help founders get ready for funding, and they keep ${facts.ownershipKept} of what they build.`,
};

export const story = {
  id: 'story',
  eyebrow: 'Our story',
  heading: 'Started by founders who paid too much for help',
  paragraphs: (brand: string) => [
    `${brand} began in Boston in ${facts.founded}, when a handful of operators compared notes on their first companies. Each of them had given up a slice of equity for an accelerator place, and each could name the two or three sessions that had actually changed their trajectory. The rest had been a calendar.`,
    `So we built the part that worked and charged for it honestly. Our ${breakthroughFacts.weeks}-week roadmap takes a founder from an untested idea to a plan investors can check: positioning, go-to-market, the numbers and the pitch, with a mentor every week. Founders pay a published fee and leave with their cap table untouched.`,
    `Since then our alumni have raised ${facts.alumniFunding}, our community has grown to ${facts.communityMembers} members across ${facts.continents} continents, and the programs have grown into a ladder founders climb at their own pace.`,
  ],
};

export const philosophy = {
  id: 'philosophy',
  eyebrow: 'Our philosophy',
  heading: 'Measure what moves founders',
  intro:
    'Most accelerators judge a founder at demo day. We measure readiness from the first week, because the signals that predict momentum show up long before revenue does.',
  pillars: [
    {
      title: 'A diagnostic of readiness',
      text: `${firstStage?.name} scores three things that predict whether a founder keeps moving: self-efficacy (do you believe you can do the next hard thing), situational awareness (do you see your market and your numbers as they are) and clarity (can you say what you are building, and for whom, in one breath).`,
    },
    {
      title: 'An emotional barometer',
      text: 'Founders who stop trusting the process stop showing up long before the numbers show it. Our barometer follows trust, anticipation and joy through every program, so a mentor hears about a stall in week three, not at the end.',
    },
    {
      title: 'A roadmap, not a curriculum',
      text: `The ${breakthroughFacts.weeks}-week roadmap moves in two-week blocks: ${breakthroughFacts.blocks.join(', ')}. Each block ends with something you can show an investor, not a certificate.`,
    },
  ],
};

export const whyChooseUs = {
  id: 'why-choose-us',
  eyebrow: 'Why founders choose us',
  heading: 'Help that is priced, scoped and yours to keep',
  reasons: [
    {
      title: 'No equity, ever',
      text: `You keep ${facts.ownershipKept} of your company. No warrants, no side letters, no "success fee" on your round.`,
    },
    {
      title: 'Prices on the page',
      text: 'Every program shows its price and its scope before you start, so you can compare us with anyone.',
    },
    {
      title: 'Operators as mentors',
      text: `${facts.mentors} mentors who have raised, hired, sold and sometimes failed, matched to your stage and your gaps.`,
    },
    {
      title: 'A network that stays',
      text: `${facts.investorNetwork} investor partners and a community that is still there after the program ends.`,
    },
  ],
};

export const difference = {
  id: 'what-makes-us-different',
  eyebrow: 'What makes us different',
  heading: 'Not another accelerator',
  otherLabel: 'A typical accelerator',
  oursLabel: (brand: string) => brand,
  rows: [
    { topic: 'What it costs you', other: 'A share of your company, for good', ours: 'A published fee for the program you choose' },
    { topic: 'When you can start', other: 'Once or twice a year, on its calendar', ours: 'Any day: the assessment is open now' },
    { topic: 'How progress is measured', other: 'A demo day at the end', ours: 'Your readiness, week by week, from the first one' },
    { topic: 'Who you work with', other: 'Whoever is free that week', ours: 'Mentors matched to your stage and your gaps' },
  ],
};

export const impact = {
  id: 'impact',
  eyebrow: 'Impact',
  heading: 'What founders have done with it',
  stats: [
    statOf(facts.alumniFunding, 'raised by our alumni'),
    statOf(facts.investorNetwork, 'investor partners'),
    statOf(facts.communityMembers, 'community members'),
    statOf(facts.continents, 'continents where our founders build'),
  ] satisfies Stat[],
};

export const partners = {
  id: 'partners',
  eyebrow: 'Partner with us',
  heading: 'Build the next generation of companies with us',
  intro: 'Founders go further with the right people around them. There are three ways to be one of them.',
  cards: [
    {
      title: 'Corporate and strategic partners',
      text: 'Sponsor a cohort, open your platform to founders or meet the companies solving your problems before anyone else does.',
      label: 'Learn More',
      /** Read after the label by screen readers, so the link says where it goes. */
      context: 'about partnerships',
      href: '/partnerships',
    },
    {
      title: 'Mentors',
      text: 'Give a few hours a month to founders at the stage you know best. We match you, so every hour counts.',
      label: 'Apply to Mentor',
      href: '/mentors',
    },
    {
      title: 'Service partners',
      text: 'Legal, financial, technology and business firms that serve startups well: offer our founders your expertise and your terms.',
      label: 'Join Network',
      href: '/partners',
    },
  ],
};

export const closing = {
  heading: 'See where your venture stands',
  text: 'Start with the program that fits where you are today, or help other founders climb.',
  programsLabel: 'Explore Our Programs',
  programsHref: '/programs/compass',
  partnerLabel: 'Become a Partner',
  partnerHref: '/partnerships',
};
