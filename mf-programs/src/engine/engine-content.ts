// The words of /programs/engine. Prices, lengths and time commitments come from the program data
// in the shared package, network figures from the shared facts (docs/content.md).
import { facts } from '@pv/shared/content/facts';
import { programs } from '@pv/shared/content/programs';

const program = programs.engine;

export const engineMeta = {
  title: program.title,
  description: `Engine pairs founders with senior operators: Co-Pilot advisory sprints ${program.price.toLowerCase()}, or Mission Control projects that deliver one milestone. No equity taken.`,
};

export const engineAnalytics = {
  hero: 'Engine - Hero',
  services: 'Engine - Services',
  closing: 'Engine - Book',
} as const;

export const engineHero = {
  bookingLabel: program.ctaLabel,
  compareLabel: 'Compare all programs',
};

export const services = {
  id: 'services',
  eyebrow: 'Two ways to work with Engine',
  heading: 'Co-Pilot and Mission Control',
  intro:
    'Co-Pilot keeps a senior advisor beside you while your team does the work. Mission Control puts our operators on the work itself, scoped to one milestone.',
  terms: { duration: 'Duration', time: 'Your time', format: 'Format' },
  featuresLabel: (tier: string) => `What ${tier} includes`,
  bookingLabel: (tier: string) => `Book a call about ${tier}`,
  missionControlFit:
    'For a milestone that cannot wait: a launch, a raise, an operations overhaul. Scoped with you and priced before we start.',
};

export const whyUs = {
  id: 'why-us',
  eyebrow: 'Why Engine',
  heading: 'Why founders choose Engine',
  reasons: [
    {
      title: 'Operators, not observers',
      text: 'Your advisor has built and sold products, hired teams and raised rounds. Advice comes with the scars to back it.',
    },
    {
      title: 'No equity, ever',
      text: `You pay for the work and keep ${facts.ownershipKept} of your company. Our incentive is your progress, not your cap table.`,
    },
    {
      title: 'A plan you can measure',
      text: 'Every sprint starts with milestones you agree on and ends with a review of what moved. You always know what you are paying for.',
    },
    {
      title: 'Flexible by design',
      text: 'Start with Co-Pilot, bring in Mission Control for one big push, pause between phases. Nothing locks you in beyond the scope you chose.',
    },
  ],
};

export const network = {
  id: 'network',
  eyebrow: 'The community network',
  heading: 'A network behind every engagement',
  intro:
    'Engine clients draw on our whole community: investors who take our introductions seriously, mentors for the questions your advisor does not cover, and founders a step ahead of you.',
  stats: [
    { figure: facts.investorNetwork, label: 'investor partners' },
    { figure: facts.mentors, label: 'mentors' },
    { figure: facts.communityMembers, label: 'community members' },
    { figure: facts.continents, label: 'continents' },
  ],
  eventsText: 'Meet the network in person at our office hours, workshops and pitch practice.',
  eventsLabel: 'See upcoming events',
};

export const engineClosing = {
  heading: 'Book an Engine call',
  text: 'A short call with an Engine advisor: where your venture is, what is in the way, and whether Co-Pilot or Mission Control fits. No pitch, no obligation.',
  bookingLabel: 'Book a call',
  programsLabel: 'Compare all programs',
};
