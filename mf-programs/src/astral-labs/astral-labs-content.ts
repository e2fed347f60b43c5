// The words of /programs/astral-labs. Its price (free access) comes from the program data in the
// shared package; the newsletter's address from the site configuration.
import { programs } from '@pv/shared/content/programs';

const program = programs['astral-labs'];

export const astralLabsMeta = {
  title: program.title,
  description:
    'Astral Labs is our research initiative on founder momentum: the signals we track, the questions we are asking, and free access to what we find.',
};

export const astralLabsAnalytics = {
  hero: 'Astral Labs - Hero',
  access: 'Astral Labs - Access',
} as const;

export const astralLabsHero = {
  newsletterLabel: 'Subscribe to the newsletter',
  programsLabel: 'Compare all programs',
};

export const research = {
  id: 'research',
  eyebrow: 'Research and development',
  heading: 'Why some founders move and others stall',
  paragraphs: [
    'Two founders with the same idea, the same market and the same money rarely end up in the same place. Astral Labs studies the difference: not the business plan, but the founder behind it.',
    'We combine the answers founders give in our assessments with what they go on to do, and look for the early signals that predict momentum. What we learn goes back into our programs and, openly, to anyone who wants it.',
  ],
};

export const signals = {
  id: 'signals',
  eyebrow: 'What we track',
  heading: 'Four signals of founder momentum',
  items: [
    {
      name: 'Conviction',
      text: 'How firmly a founder believes in the problem, and whether that belief survives contact with customers who say no.',
    },
    {
      name: 'Clarity',
      text: 'Whether a founder can say who the customer is, what they will pay and what comes next, in plain words.',
    },
    {
      name: 'Emotional Resonance',
      text: 'The trust, anticipation and energy a founder brings to the work, and how those shift under pressure.',
    },
    {
      name: 'Behavioral Patterns',
      text: 'What founders actually do week to week: how fast they decide, how often they test, how they respond to setbacks.',
    },
  ],
};

export const questions = {
  id: 'questions',
  eyebrow: 'Open questions',
  heading: 'What we are trying to answer',
  items: [
    'Which early signals predict that a founder will reach a first paying customer?',
    'How much of founder momentum can be coached, and how much is timing?',
    'When does hesitation protect a venture, and when does it quietly end it?',
  ],
};

export const momentum = {
  id: 'momentum',
  eyebrow: 'Momentum states',
  heading: 'Three states we see again and again',
  intro: 'Every founder moves between these states. Knowing which one you are in tells you what kind of help will land.',
  states: [
    {
      name: 'Hesitant Dreamer',
      text: 'A strong idea held back by doubt or a missing piece of information. The next step is small and concrete: one customer conversation, one test.',
    },
    {
      name: 'Active Seeker',
      text: 'Testing, learning and adjusting, sometimes in too many directions at once. Focus turns the activity into progress.',
    },
    {
      name: 'Prime Opportunist',
      text: 'Clear on the opportunity and moving fast. The risk now is speed without structure; the right support keeps the pace sustainable.',
    },
  ],
};

export const access = {
  id: 'access',
  eyebrow: 'Access',
  heading: 'Free to read, free to use',
  priceTerm: 'Price',
  intro: 'Astral Labs is funded by our programs so that its findings can be open to every founder.',
  newsletterText: 'Findings arrive first in the Astral Labs newsletter.',
  newsletterLabel: 'Get the Astral Labs newsletter',
};
