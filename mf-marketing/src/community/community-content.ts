// The community page's words and lists (docs/content.md): the tabs, the forum's categories, a
// subset of the mentors, and success stories. Mentors and stories are sample people and companies,
// marked `sample: true`, for the operator to replace in this one file. Figures shared with other
// pages come from the shared facts; the event lists from the events page's content.
import { facts } from '@pv/shared/content/facts';

export type CommunityTabId = 'overview' | 'events' | 'forum' | 'mentors' | 'success';

export interface ForumCategory {
  id: string;
  title: string;
  description: string;
  posts: number;
  members: number;
}

export interface Mentor {
  id: string;
  name: string;
  title: string;
  expertise: readonly string[];
  companies: readonly string[];
  /** Mentor sessions given through the community. */
  sessions: number;
  /** Average founder rating out of RATING_SCALE. */
  rating: number;
  sample: true;
}

export interface SuccessStory {
  id: string;
  company: string;
  founder: string;
  /** The program or part of the community it came through. */
  program: string;
  headline: string;
  story: string;
  outcome: string;
  sample: true;
}

export interface MemberBenefit {
  title: string;
  text: string;
}

/** Ratings are out of five. */
export const RATING_SCALE = 5;

/** The tabs in order; the first is the default (no `?tab=` in the URL). */
export const communityTabs: readonly { id: CommunityTabId; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'events', label: 'Events' },
  { id: 'forum', label: 'Forum' },
  { id: 'mentors', label: 'Mentors' },
  { id: 'success', label: 'Success stories' },
];

export const forumCategories: readonly ForumCategory[] = [
  {
    id: 'fundraising',
    title: 'Fundraising',
    description: 'SAFEs and term sheets, building an investor pipeline, and what to do when a partner meeting goes quiet.',
    posts: 1840,
    members: 960,
  },
  {
    id: 'product-customers',
    title: 'Product and customers',
    description: 'Customer interviews, scoping a first version, pricing experiments and the metrics that show real pull.',
    posts: 1320,
    members: 780,
  },
  {
    id: 'go-to-market',
    title: 'Go-to-market',
    description: 'First sales hires, the channels that worked for someone at your stage, and outbound that does not burn your list.',
    posts: 1050,
    members: 640,
  },
  {
    id: 'hiring-team',
    title: 'Hiring and team',
    description: 'The first ten hires, equity for early employees, co-founder agreements and the hard conversations.',
    posts: 760,
    members: 520,
  },
  {
    id: 'legal-finance',
    title: 'Legal and finance',
    description: 'Incorporation, bookkeeping, R&D tax credits and the questions you would rather not pay a lawyer to answer twice.',
    posts: 690,
    members: 580,
  },
  {
    id: 'founder-wellbeing',
    title: 'Founder wellbeing',
    description: 'Stress, focus and running a company without running yourself down. Moderated, and visible to members only.',
    posts: 430,
    members: 410,
  },
];

export const mentors: readonly Mentor[] = [
  {
    id: 'dana-whitfield',
    name: 'Dana Whitfield',
    title: 'Former VP Finance, two B2B SaaS exits',
    expertise: ['Fundraising', 'Financial models', 'Board reporting'],
    companies: ['Ledgerline', 'Brightpath Analytics'],
    sessions: 142,
    rating: 4.9,
    sample: true,
  },
  {
    id: 'marcus-oyelaran',
    name: 'Marcus Oyelaran',
    title: 'Head of Growth, consumer marketplaces',
    expertise: ['Go-to-market', 'Pricing', 'Marketplaces'],
    companies: ['Stallside', 'Harbor Goods'],
    sessions: 118,
    rating: 4.8,
    sample: true,
  },
  {
    id: 'anjali-menon',
    name: 'Anjali Menon',
    title: 'CTO and co-founder, health-tech',
    expertise: ['Technical hiring', 'Architecture', 'Security reviews'],
    companies: ['Cadence Health', 'Northwind Labs'],
    sessions: 96,
    rating: 4.9,
    sample: true,
  },
  {
    id: 'tom-keating',
    name: 'Tom Keating',
    title: 'Angel investor, 40 pre-seed checks',
    expertise: ['Pitch decks', 'Term sheets', 'Investor updates'],
    companies: ['Keating Capital', 'Rowhouse Ventures'],
    sessions: 164,
    rating: 4.7,
    sample: true,
  },
  {
    id: 'elena-vasquez',
    name: 'Elena Vasquez',
    title: 'Enterprise sales leader, first 100 customers twice',
    expertise: ['Enterprise sales', 'Sales hiring', 'Pilots'],
    companies: ['Quarry Systems', 'Fieldnote'],
    sessions: 87,
    rating: 4.8,
    sample: true,
  },
  {
    id: 'samuel-chen',
    name: 'Samuel Chen',
    title: 'Startup attorney turned operator',
    expertise: ['Incorporation', 'Equity plans', 'Contracts'],
    companies: ['Chen & Ortiz LLP', 'Tessellate'],
    sessions: 73,
    rating: 4.9,
    sample: true,
  },
];

export const successStories: readonly SuccessStory[] = [
  {
    id: 'quayline-robotics',
    company: 'Quayline Robotics',
    founder: 'Amara Nwosu',
    program: 'Breakthrough',
    headline: 'From a lab prototype to a paid pilot with a port operator',
    story:
      'Amara came to weekly pitch practice with a strong demo and no buyer. Ten weeks of customer interviews reshaped the product around inspection reports, the part operators would pay for.',
    outcome: 'Signed a paid pilot, then closed a pre-seed round led by two angels she met at a founder dinner.',
    sample: true,
  },
  {
    id: 'openbook-payroll',
    company: 'Openbook Payroll',
    founder: 'Jonah Feld and Ruth Adeyemi',
    program: 'Engine',
    headline: 'A fundraising plan that replaced forty cold e-mails a week',
    story:
      'Two first-time founders were sending cold e-mails and hearing nothing. Their Engine advisor rebuilt their investor list around funds that had led rounds like theirs, and rehearsed every first meeting with them.',
    outcome: 'Closed a seed round in eleven weeks, with introductions that came through the network.',
    sample: true,
  },
  {
    id: 'kindred-care',
    company: 'Kindred Care',
    founder: 'Maren Holt',
    program: 'Community',
    headline: 'A solo founder who found her co-founder in the forum',
    story:
      'Maren posted her hiring question in the forum on a Sunday. The most useful answer came from an engineer who had built scheduling software for clinics, and who joined her as co-founder two months later.',
    outcome: 'Launched to three clinics in Boston and is now in the Breakthrough cohort.',
    sample: true,
  },
  {
    id: 'fieldtrue',
    company: 'Fieldtrue',
    founder: 'Daniel Osei',
    program: 'Launchpad',
    headline: 'Pricing that finally matched the value',
    story:
      'Fieldtrue was selling farm sensor data per device and losing money on every large customer. Office hours with a marketplace operator turned the model into a per-acre subscription.',
    outcome: 'Doubled revenue per customer and reached break-even on the next hardware batch.',
    sample: true,
  },
];

export const communityCopy = {
  meta: {
    title: 'Community',
    description:
      'Founders helping founders: weekly events, a forum by topic, mentors you can book, and the stories of members who raised, launched and grew.',
  },
  hero: {
    eyebrow: 'Community',
    title: 'Founders building alongside each other',
    lead: 'A working community, not a mailing list: founders at every stage, mentors who answer, and events every week. Joining is free and you keep all of your company.',
    join: 'Join the community',
    mentor: 'Become a mentor',
  },
  section: {
    id: 'inside',
    eyebrow: 'Inside the community',
    heading: 'What happens here',
    tabsLabel: 'Community',
  },
  overview: {
    heading: 'A community that does the work together',
    text: 'Members share what worked, what did not, and the numbers behind both. Ask a question in the forum, book a mentor, pitch on Wednesday and meet the people behind the answers at a founder dinner.',
    stats: [
      { figure: facts.activeMembers, label: 'active members' },
      { figure: facts.monthlyDiscussions, label: 'discussions a month' },
      { figure: facts.eventsHosted, label: 'events hosted' },
      { figure: facts.resources, label: 'founder resources' },
    ],
    benefitsHeading: 'What members get',
    benefits: [
      { title: 'Peer groups', text: 'Six to eight founders at the same stage, meeting every two weeks to hold each other to the plan.' },
      { title: 'Weekly events', text: 'Office hours, workshops, pitch practice and founder dinners, in Boston and online.' },
      { title: 'Mentor sessions', text: 'Book time with operators and investors who have solved the problem you are facing.' },
      { title: 'Tools and perks', text: 'Our own templates and checklists, and partner perks for payroll, accounting and cloud.' },
    ] satisfies readonly MemberBenefit[],
    resources: 'Browse tools and perks',
  },
  events: {
    heading: 'Regular events',
    text: 'Dates, times and joining details are on the events calendar, where you register.',
    register: 'Register on the calendar',
    all: 'All events and the calendar',
    pastHeading: 'Flagship events of 2024',
    pastLabel: 'Past event',
    heldLabel: 'Held',
  },
  forum: {
    heading: 'Forum',
    text: 'Discussions happen in the community chat, in channels by topic. Ask in the right one and someone who has solved it usually answers the same day.',
    posts: 'posts',
    members: 'members',
    join: 'Join the discussion',
  },
  mentors: {
    heading: 'Mentors',
    text: `${facts.mentors} mentors give founders ${facts.mentorCommitment} each. Here are some of them; book a session with anyone whose experience fits your problem.`,
    sessions: 'Sessions',
    /** `{rating}` and `{scale}` are filled in. */
    ratingLabel: 'Rated {rating} out of {scale} by founders',
    expertise: 'Expertise',
    companies: 'Companies',
    book: 'Book a session',
    become: 'Become a mentor',
    becomeText: 'Been there? Give founders a few hours a month.',
  },
  success: {
    heading: 'Success stories',
    text: 'What members did with the community, in their words and ours.',
    outcome: 'Outcome',
  },
  cta: {
    heading: 'Join the community',
    text: 'The community chat is where introductions, event announcements and answers happen. It is free, and so are the events.',
    join: 'Join the community chat',
    resources: 'Browse resources',
  },
} as const;
