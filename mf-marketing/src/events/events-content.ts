// The events page's words (docs/content.md): the four kinds of event we run every month, the two
// flagship events of 2024 (past, shown as past: upcoming dates live in the embedded calendar), and
// the copy around them. The community page's events tab reads the same lists.
import { facts } from '@pv/shared/content/facts';

export type EventType = 'Office Hours' | 'Workshops' | 'Networking' | 'Pitch Practice';

/** A kind of event that recurs; its dates are on the calendar, never invented here. */
export interface EventSeries {
  id: string;
  type: EventType;
  title: string;
  /** How often it runs: "Every Tuesday". */
  schedule: string;
  time: string;
  location: string;
  description: string;
  spots: string;
  featured: boolean;
}

export interface FlagshipEvent {
  /** Also the card's id, for links to it (`/events#founder-summit-2024`). */
  id: string;
  title: string;
  /** ISO 8601 with Boston's offset: structured data reads them. */
  startDate: string;
  endDate: string;
  /** The dates as shown. */
  dateLabel: string;
  location: { name: string; locality: string; region: string; country: string };
  /** How many came, and who: "200+" "founders". */
  figure: string;
  figureLabel: string;
  description: string;
  highlights: readonly string[];
}

export const eventSeries: readonly EventSeries[] = [
  {
    id: 'office-hours',
    type: 'Office Hours',
    title: 'Founder office hours',
    schedule: 'Every Tuesday',
    time: '12:00-2:00 pm ET',
    location: 'Online',
    description:
      'Twenty minutes with a mentor or someone from our program team on one specific problem: a pricing decision, a clause in a term sheet, a first sales hire. Bring the numbers and leave with a decision.',
    spots: 'Six 20-minute slots per session',
    featured: false,
  },
  {
    id: 'workshops',
    type: 'Workshops',
    title: 'Hands-on workshops',
    schedule: 'Two Thursdays a month',
    time: '6:00-7:30 pm ET',
    location: 'Boston and online',
    description:
      'Ninety minutes on one skill, with a practitioner who does it for a living: a seed-stage financial model, customer interviews that surface real pain, an investor pipeline you can run in a spreadsheet. You leave with the finished piece of work, not just notes.',
    spots: '30 seats',
    featured: true,
  },
  {
    id: 'networking',
    type: 'Networking',
    title: 'Founder dinners and open evenings',
    schedule: 'Once a month',
    time: '6:30-9:00 pm ET',
    location: 'Boston',
    description:
      'Small on purpose, so conversations go somewhere: founders, operators and angels around a table, seated by stage and sector. Many members met a co-founder, their first advisor or their first check here.',
    spots: '40 seats',
    featured: false,
  },
  {
    id: 'pitch-practice',
    type: 'Pitch Practice',
    title: 'Weekly pitch practice',
    schedule: 'Every Wednesday',
    time: '5:30-7:00 pm ET',
    location: 'Online',
    description:
      'Pitch for five minutes to a panel of founders and investors, take ten minutes of structured questions, and get written feedback within the hour. Come back next week and pitch the better version.',
    spots: 'Eight pitches per session',
    featured: true,
  },
];

export const flagshipEvents: readonly FlagshipEvent[] = [
  {
    id: 'founder-summit-2024',
    title: 'Founder Summit 2024',
    startDate: '2024-10-17T09:00:00-04:00',
    endDate: '2024-10-17T18:00:00-04:00',
    dateLabel: 'October 17, 2024',
    location: { name: 'Boston, MA', locality: 'Boston', region: 'MA', country: 'US' },
    figure: '200+',
    figureLabel: 'founders',
    description:
      'A day of candid talks and small-group sessions on raising a first round, pricing and first hires, led by founders and investors who had done it recently.',
    highlights: [
      'Investor roundtables by stage, eight founders to a table',
      'Teardowns of real pitch decks, with the founders in the room',
      'An afternoon of one-to-one mentor sessions',
    ],
  },
  {
    id: 'startup-weekend-2024',
    title: '54-Hour Startup Weekend',
    startDate: '2024-09-20T18:00:00-04:00',
    endDate: '2024-09-23T00:00:00-04:00',
    dateLabel: 'September 20-22, 2024',
    location: { name: 'Boston, MA', locality: 'Boston', region: 'MA', country: 'US' },
    figure: '150+',
    figureLabel: 'participants',
    description:
      'From Friday evening pitches to Sunday night demos: teams formed around the strongest ideas, talked to real customers on Saturday and showed a working prototype by Sunday.',
    highlights: [
      'Teams formed around ideas pitched on Friday night',
      'Customer interviews on Saturday, with mentors on call',
      'Demos to a panel of investors and operators on Sunday',
    ],
  },
];

export const eventsCopy = {
  meta: {
    title: 'Events',
    description:
      'Office hours, workshops, networking and weekly pitch practice for founders, in Boston and online. See the calendar and register for the next session.',
  },
  hero: {
    eyebrow: 'Events',
    title: 'Learn from founders who are a step ahead',
    lead: 'Office hours, workshops, founder dinners and pitch practice every month, in Boston and online, free for founders in our community.',
    calendarAnchor: 'See upcoming events',
    openCalendar: 'Open the events calendar',
  },
  calendar: {
    id: 'calendar',
    eyebrow: 'Upcoming',
    heading: 'Upcoming events',
    intro: 'Every session we run is on the calendar. Register there: it sends the joining details and a reminder the day before.',
    frameTitle: 'Events calendar',
    posterHeading: 'Dates, seats and registration',
    posterText: 'Our events provider hosts the calendar. It opens on this page when you ask for it, or in a tab of its own.',
    sessionsLabel: 'Sessions we run every month',
    embed: {
      load: 'Show the calendar',
      loading: 'Loading the calendar…',
      failed: 'The calendar has not loaded here: your network or browser may be blocking it. Open it in a new tab instead.',
      retry: 'Try loading it again',
      open: 'Open the calendar in a new tab',
    },
  },
  types: {
    id: 'event-types',
    eyebrow: 'What we run',
    heading: 'Four ways to show up',
    intro: 'Each format has one job. Pick the one that matches the problem on your desk this week.',
  },
  flagship: {
    id: 'flagship-events',
    eyebrow: 'Past events',
    heading: 'Our flagship events of 2024',
    intro: 'Our two largest gatherings so far. When the next ones are set, they go on the calendar first.',
    pastLabel: 'Past event',
    heldLabel: 'Held',
  },
  network: {
    id: 'community-network',
    eyebrow: 'Community network',
    heading: 'The network behind the events',
    text: [
      'Events are where most members meet their first mentor, a co-founder or an angel. The people in the room are the same network our programs draw on.',
      'When you need more than an evening, such as a fundraising plan reviewed every two weeks or an advisor to run a project with you, Engine pairs you with someone from that network.',
    ],
    stats: [
      { figure: facts.communityMembers, label: 'community members' },
      { figure: facts.mentors, label: 'mentors' },
      { figure: facts.investorNetwork, label: 'investors in our network' },
    ],
    engine: 'Explore Engine advisory',
    community: 'Visit the community',
  },
  video: {
    id: 'video',
    eyebrow: 'Watch',
    heading: 'See what an evening looks like',
    title: 'Inside the community',
    description: 'Founders pitching, mentors giving feedback, and the conversations that carry on afterwards.',
    frameTitle: 'Video: inside the community',
    embed: {
      load: 'Play the video',
      loading: 'Loading the video…',
      failed: 'The video has not loaded here: your network or browser may be blocking it. Watch it in a new tab instead.',
      retry: 'Try playing it again',
      open: 'Watch in a new tab',
    },
  },
  cta: {
    heading: 'Never miss a session',
    text: 'The community chat carries every announcement, the recaps and the people you met, in one place.',
    chat: 'Join the community chat',
    calendar: 'Open the calendar',
  },
} as const;
