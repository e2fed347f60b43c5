// The words of /programs/launchpad. Price, length and time come from the program data in the
// shared package (docs/content.md); the app's address from the site configuration.
import { programs } from '@pv/shared/content/programs';

const program = programs.launchpad;

export const launchpadMeta = {
  title: program.title,
  description: `${program.title}: ${program.duration} of intensive fundraising preparation for ${program.price}, ${program.timeCommitment}. Narrative, data room and an investor pipeline, without giving up equity.`,
};

export const launchpadAnalytics = {
  hero: 'Launchpad - Hero',
  app: 'Launchpad - App',
  closing: 'Launchpad - Next Step',
} as const;

export const launchpadHero = {
  appLabel: program.ctaLabel,
  bookingLabel: 'Book a call about Launchpad',
};

export const forgeFacts = {
  id: 'forge',
  eyebrow: 'The Forge Program',
  heading: 'Forge at a glance',
  terms: { price: 'Price', duration: 'Duration', time: 'Time commitment', format: 'Format' },
};

export const forgeDetails = {
  id: 'what-you-do',
  eyebrow: 'How it works',
  heading: 'From investor-curious to investor-ready',
  intro:
    'Each week has one milestone and one review. You do the work with your team; we bring the templates, the questions investors will ask, and the introductions once you are ready for them.',
  featuresHeading: 'Every week of the Forge Program',
  bestForHeading: 'Best for',
  outcomeHeading: 'You leave with',
};

export const launchpadApp = {
  id: 'app',
  eyebrow: 'The Launchpad app',
  heading: 'Your milestones, materials and investor pipeline in one place',
  intro: 'Forge founders work in the Launchpad app, with the account that comes with the program.',
  frameTitle: 'Launchpad app',
  posterHeading: 'Sign in to the Launchpad app',
  posterText: 'It opens on this page when you ask for it, or in a tab of its own.',
  partsLabel: 'In the Launchpad app',
  parts: [
    { title: 'Weekly milestones', text: 'This week’s milestone, its review, and what is due before the next one.' },
    { title: 'Data room', text: 'Your deck, model and documents, in the order investors ask for them.' },
    { title: 'Investor pipeline', text: 'Every investor you are talking to, where each stands, and the next step.' },
  ],
  embed: {
    load: 'Open the app here',
    loading: 'Opening the Launchpad app…',
    failed: 'The Launchpad app has not loaded here: your network or browser may be blocking it. Open it in a new tab instead.',
    retry: 'Try opening it again',
    open: 'Open the Launchpad app in a new tab',
  },
};

export const launchpadClosing = {
  heading: 'Not ready to raise yet?',
  text: 'Launchpad works best once you have traction to show. If you are earlier than that, Engine or Breakthrough will get you there faster.',
  bookingLabel: 'Book a call',
  programsLabel: 'Compare all programs',
};
