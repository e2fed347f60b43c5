// What a result says (docs/behaviour.md, "Assessment": persona rules): each persona's name, summary and
// recommendation cards, and the next steps every result ends with. Which persona a visitor gets
// is decided in ../logic/persona.ts.
//
// Links go straight to where docs/site-map.md resolves the original targets, so no link needs a redirect:
//   Oasis program / Oasis community -> /community     idea validation workshop -> /events
//   weekly pitch practice -> /events                  strategic consulting -> /programs/engine
//   /investors -> /partnerships                       Mentor Matching -> /mentors
//   /register (next steps) -> /programs               Breakthrough accelerator -> /programs/breakthrough
import { facts } from '@pv/shared/content/facts';
import type { NextStep, Persona, PersonaId, Priority, RecommendationType } from '../model';

export const personas: Readonly<Record<PersonaId, Persona>> = {
  'aspiring-innovator': {
    id: 'aspiring-innovator',
    name: 'Aspiring Innovator',
    summary:
      'You’re early, and this is the cheapest time to find out whether your idea holds up. Before you spend a year building, test it with real customers and learn next to other first-time founders.',
    recommendations: [
      {
        type: 'program',
        title: 'Join the Oasis Program',
        description: `Our starting track for first-time founders: meet people at your stage, bring your idea to office hours and get straight feedback before you build. Like everything we run, it takes no equity: you keep ${facts.ownershipKept} of your company.`,
        action: 'Explore Oasis',
        link: '/community',
        priority: 'high',
      },
      {
        type: 'resource',
        title: 'Idea Validation Workshop',
        description:
          'A hands-on session on customer interviews and cheap experiments, so you know whether people will pay before you write any code.',
        action: 'Find the next workshop',
        link: '/events',
        priority: 'medium',
      },
    ],
  },
  'dedicated-builder': {
    id: 'dedicated-builder',
    name: 'Dedicated Builder',
    summary:
      'You’re building full-time, so structure and pace matter most. A focused accelerator and regular pitch practice will turn what you’re building into a company customers and investors understand.',
    recommendations: [
      {
        type: 'program',
        title: 'Breakthrough Accelerator',
        description:
          'Our cohort accelerator for founders who can go all in: a week-by-week curriculum from positioning to investor readiness, one-on-one mentor sessions and a small cohort that holds you to your goals.',
        action: 'See the Breakthrough program',
        link: '/programs/breakthrough',
        priority: 'high',
      },
      {
        type: 'community',
        title: 'Weekly Pitch Practice',
        description:
          'Pitch to founders and mentors every week and get direct feedback. Short, regular practice is the fastest way to a story investors remember.',
        action: 'See pitch practice dates',
        link: '/events',
        priority: 'medium',
      },
    ],
  },
  'growth-seeker': {
    id: 'growth-seeker',
    name: 'Growth Seeker',
    summary:
      'You have a live product and paying customers, and money is now the constraint. Sharpen your strategy and numbers, then get in front of investors who back companies like yours.',
    recommendations: [
      {
        type: 'program',
        title: 'Strategic Consulting with Engine',
        description:
          'Work with an experienced advisor on your fundraising plan, metrics and go-to-market, either through regular Co-Pilot advisory sprints or a fixed-scope Mission Control project.',
        action: 'Explore Engine',
        link: '/programs/engine',
        priority: 'high',
      },
      {
        type: 'network',
        title: 'Investor Network Access',
        description: `Our network includes ${facts.investorNetwork} investor partners. See who we work with and how founders get introduced when their round is ready.`,
        action: 'See our partner network',
        link: '/partnerships',
        priority: 'high',
      },
    ],
  },
  'ambitious-entrepreneur': {
    id: 'ambitious-entrepreneur',
    name: 'Ambitious Entrepreneur',
    summary:
      'Your mix of stage, time and experience doesn’t point to one single track, so start with people: founders who have faced what you’re facing, and a mentor who fits your goals.',
    // The rules give these two no priority. The community is the open door that suits any stage, so
    // it comes first (high); a mentor match works best once you know what to ask for (medium).
    recommendations: [
      {
        type: 'community',
        title: 'Join the Oasis Community',
        description: 'Events, forum discussions and introductions with founders, operators and mentors, wherever you are in your journey.',
        action: 'Explore the community',
        link: '/community',
        priority: 'high',
      },
      {
        type: 'mentorship',
        title: 'Mentor Matching',
        description: `Our ${facts.mentors} mentors are founders and operators who give a few hours each month. See who they are and how mentoring works.`,
        action: 'See how mentoring works',
        link: '/mentors',
        priority: 'medium',
      },
    ],
  },
};

export const recommendationTypeLabels: Readonly<Record<RecommendationType, string>> = {
  program: 'Program',
  resource: 'Resource',
  community: 'Community',
  network: 'Network',
  mentorship: 'Mentorship',
};

export const priorityLabels: Readonly<Record<Priority, string>> = {
  high: 'Top priority',
  medium: 'Also recommended',
};

/** Every result ends with these (originally /register and /events). */
export const nextSteps: readonly NextStep[] = [
  {
    title: 'Choose your program',
    description: 'Compare Compass, Breakthrough, Engine and Launchpad side by side: what each one covers, costs and asks of your time.',
    action: 'Compare programs',
    link: '/programs', // originally /register, which redirects here
  },
  {
    title: 'Meet us at an event',
    description:
      'Office hours, workshops, networking and pitch practice. A low-key way to meet the team and other founders before you commit.',
    action: 'See upcoming events',
    link: '/events',
  },
];

export const resultsCopy = {
  eyebrow: 'Your founder profile',
  recommendationsHeading: 'Recommended for you',
  nextStepsHeading: 'Next steps',
  answersHeading: 'Your answers',
  ownershipNote: `Every program is no-equity: you keep ${facts.ownershipKept} ownership of your company.`,
  reviewAnswers: 'Review my answers',
  startOver: 'Start over',
  /** Each recommendation's second link, to the booking page (opens in a new tab). */
  booking: 'Book a call',
  bookingAbout: (title: string) => ` about ${title}`,
} as const;

/** The results page's own words: keeping and sharing the results, and a link that cannot be read. */
export const resultsPageCopy = {
  title: (personaName: string) => `Your Compass result: ${personaName}`,
  keepHeading: 'Keep these results',
  keepLead: 'This page’s address holds your five answers and nothing else: bookmark it, or send it to a co-founder or mentor.',
  linkLabel: 'Link to these results',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Your browser did not let us copy. Select the link above and copy it.',
  share: 'Share',
  shareFailed: 'Your browser did not open its share sheet. Copy the link above instead.',
  shareTitle: (personaName: string) => `My Compass result: ${personaName}`,
  print: 'Print',
  printedLink: (url: string) => `These results online: ${url}`,
  invalidTitle: 'Results link not recognised',
  invalidHeading: 'We couldn’t read this results link',
  invalidBody:
    'The link may be incomplete or changed: a results link holds your five answers in a short code, and when a character is missing or different we can’t tell which result it was. Take the assessment again (it takes about 2 minutes) to see your results.',
  invalidAction: 'Take the assessment',
} as const;

/** The results e-mail form (its outcome comes from the shell's server, docs/decisions/0011-assessment-results-and-progress.md). */
export const resultsEmailCopy = {
  heading: 'E-mail me my results',
  lead: 'Your profile, the recommendations and the link to this page, in your inbox.',
  emailLabel: 'E-mail',
  consentLabel: (brand: string) =>
    `Send my results to this address, and let the ${brand} team keep the address with my answers to follow up.`,
  privacyLink: 'How we use it',
  submit: 'E-mail my results',
  sending: 'Sending…',
  sent: 'Your results are on their way. If they haven’t arrived in a few minutes, check your spam folder.',
  saved: 'Thank you. We’ve saved your results, and someone from our team will follow up by e-mail.',
  rateLimited: 'Too many requests from your connection. Please wait a minute, then try again.',
  unavailable: 'We couldn’t save your request right now. Please try again in a moment.',
} as const;
