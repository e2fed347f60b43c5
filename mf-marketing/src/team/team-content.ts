// The Team page: its words, its people and its values.
//
// SAMPLE PEOPLE: every person below is invented to show the page. An operator replaces them here,
// in this one file, with the real team (each marked `sample: true` until then). Pictures are drawn
// from the names (components/portrait.tsx); a leader's e-mail address is their first name at the
// configured leaders' domain (LEADER_EMAIL_DOMAIN), so it is not written here.
import { facts } from '@pv/shared/content/facts';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Their professional profile, outside this site. */
  profile: string;
  sample: true;
}

/** The disciplines the expert contributors are listed under, in the page's order. */
export const expertDisciplines = [
  'Fundraising and finance',
  'Legal and compliance',
  'Sales and marketing',
  'Product and design',
  'Engineering and hardware',
  'People and operations',
] as const;

export type ExpertDiscipline = (typeof expertDisciplines)[number];

export interface ExpertContributor {
  name: string;
  expertise: string;
  discipline: ExpertDiscipline;
  sample: true;
}

export interface TeamValue {
  title: string;
  text: string;
}

export const teamMeta = {
  title: 'Our Team',
  description: (brand: string) =>
    `The people behind ${brand}: the leadership team, strategic advisors and entrepreneurs in residence, and ${facts.expertNetwork} experts who help founders get ready for funding.`,
};

export const teamHero = {
  eyebrow: 'Team',
  title: 'The people in your corner',
  lead: `A small core team, advisors who have built and sold companies, and ${facts.expertNetwork} experts in our network who step in when your venture needs them.`,
};

export const leadership: readonly TeamMember[] = [
  {
    name: 'Eleanor Hayes',
    role: 'Founder and Managing Director',
    bio: 'Eleanor founded two software companies in Boston and sold the second to a public company. She started the accelerator to give founders the help she wished she had had, without the equity bill that came with it.',
    profile: 'https://profiles.example.org/eleanor-hayes',
    sample: true,
  },
  {
    name: 'David Mensah',
    role: 'Head of Programs',
    bio: 'David ran operations at a venture-backed health company from seed to Series B. He designs the programs and the readiness diagnostic, and still mentors a founder in every cohort.',
    profile: 'https://profiles.example.org/david-mensah',
    sample: true,
  },
];

export const advisors: readonly TeamMember[] = [
  {
    name: 'Sofia Marchetti',
    role: 'Strategic Advisor, Go-to-Market',
    bio: 'Built the first sales team at two B2B software companies; helps founders find the buyer who signs.',
    profile: 'https://profiles.example.org/sofia-marchetti',
    sample: true,
  },
  {
    name: 'Raj Patel',
    role: 'Entrepreneur in Residence',
    bio: 'Three-time founder with one exit and one honest failure; works with founders on focus and hiring.',
    profile: 'https://profiles.example.org/raj-patel',
    sample: true,
  },
  {
    name: 'Claire Donovan',
    role: 'Strategic Advisor, Finance and Fundraising',
    bio: 'Former venture investor and startup CFO; reviews every financial model before it meets an investor.',
    profile: 'https://profiles.example.org/claire-donovan',
    sample: true,
  },
  {
    name: 'Hannah Lindqvist',
    role: 'Entrepreneur in Residence, Climate and Hardware',
    bio: 'Took a hardware product from prototype to manufacturing; advises founders whose product has a bill of materials.',
    profile: 'https://profiles.example.org/hannah-lindqvist',
    sample: true,
  },
  {
    name: 'Marcus Chen',
    role: 'Strategic Advisor, Product and Engineering',
    bio: 'Led engineering at a consumer app through its growth years; helps founders decide what not to build.',
    profile: 'https://profiles.example.org/marcus-chen',
    sample: true,
  },
];

const expert = (discipline: ExpertDiscipline, name: string, expertise: string): ExpertContributor => ({
  name,
  expertise,
  discipline,
  sample: true,
});

export const experts: readonly ExpertContributor[] = [
  expert('Fundraising and finance', 'Ben Adler', 'SaaS metrics'),
  expert('Fundraising and finance', 'Daniel Brooks', 'Financial modelling'),
  expert('Fundraising and finance', 'Julia Kowalski', 'Cap tables and equity'),
  expert('Fundraising and finance', 'William Park', 'Pitch coaching'),
  expert('Fundraising and finance', 'Nadia Rahman', 'Grant funding and SBIR'),
  expert('Legal and compliance', 'Kwame Asante', 'Fintech compliance'),
  expert('Legal and compliance', 'Laura Bianchi', 'Data privacy'),
  expert('Legal and compliance', 'Farah Haddad', 'Healthcare regulation'),
  expert('Legal and compliance', 'Amara Okonkwo', 'Incorporation and startup law'),
  expert('Sales and marketing', 'Rosa Delgado', 'Public relations'),
  expert('Sales and marketing', 'Isaac Moreau', 'Growth marketing'),
  expert('Sales and marketing', 'Hana Sato', 'Brand and identity'),
  expert('Sales and marketing', 'Carmen Vidal', 'Pricing strategy'),
  expert('Sales and marketing', 'George Whitaker', 'B2B sales'),
  expert('Product and design', 'Elif Demir', 'UX research'),
  expert('Product and design', 'Zoe Lambert', 'Accessibility and inclusive design'),
  expert('Product and design', 'Ximena Ruiz', 'Marketplace businesses'),
  expert('Product and design', 'Priya Shah', 'AI and machine learning products'),
  expert('Engineering and hardware', 'Aiden Cole', 'Climate technology'),
  expert('Engineering and hardware', 'Oliver Grant', 'Hardware prototyping'),
  expert('Engineering and hardware', 'Mateo Santos', 'Supply chain'),
  expert('Engineering and hardware', 'Umar Siddiqui', 'Cloud infrastructure'),
  expert('People and operations', 'Tara Fitzgerald', 'Customer success'),
  expert('People and operations', 'Quinn Harper', 'Community building'),
  expert('People and operations', 'Yusuf Karim', 'Operations'),
  expert('People and operations', 'Vera Novak', 'International expansion'),
  expert('People and operations', 'Samuel Osei', 'Recruiting and first hires'),
];

const familyName = (name: string) => name.split(/\s+/).at(-1) ?? name;

/** The experts under their disciplines, in the disciplines' order, each group by family name. */
export const expertsByDiscipline = (people: readonly ExpertContributor[] = experts) =>
  expertDisciplines
    .map((discipline) => ({
      discipline,
      people: people
        .filter((person) => person.discipline === discipline)
        .toSorted((a, b) => familyName(a.name).localeCompare(familyName(b.name), 'en') || a.name.localeCompare(b.name, 'en')),
    }))
    .filter((group) => group.people.length > 0);

export const values: readonly TeamValue[] = [
  {
    title: 'Founder-First',
    text: 'Your company stays yours. Every program, price and introduction is judged by one question: does it move this founder forward?',
  },
  {
    title: 'Practical Excellence',
    text: 'Advice you can act on by Monday. We care about the model that holds up, the pitch that lands and the hire that works.',
  },
  {
    title: 'Authentic Support',
    text: 'We tell you what we see, kindly and early, and we stay for the hard parts: the rejection, the pivot, the co-founder talk.',
  },
  {
    title: 'Continuous Learning',
    text: 'We measure what works, change what does not and publish what we learn, so the next founder climbs faster.',
  },
];

export const teamSections = {
  leadership: { id: 'leadership', eyebrow: 'Leadership', heading: 'Leadership team' },
  advisors: {
    id: 'advisors',
    eyebrow: 'Advisors',
    heading: 'Strategic advisors and entrepreneurs in residence',
    intro: 'Operators who have been where you are going, each on call for the founders whose problems they know best.',
  },
  experts: {
    id: 'experts',
    eyebrow: 'Expert contributors',
    heading: `${facts.expertNetwork} experts in our network`,
    intro: 'Specialists founders meet in office hours, workshops and reviews. Here are some of them.',
  },
  values: { id: 'values', eyebrow: 'Our values', heading: 'What we hold ourselves to' },
  profileLabel: 'Professional profile',
  emailLabel: 'E-mail',
};

export const teamClosing = {
  heading: 'Help founders climb',
  text: 'Experienced operators and firms that serve startups well: there is a place for you in the network.',
  mentorLabel: 'Become a Mentor',
  mentorHref: '/mentors',
  partnerLabel: 'Join the Service Network',
  partnerHref: '/partners',
};

/** A leader's address: their first name, in lower case, at the configured domain. */
export const leaderEmail = (member: Pick<TeamMember, 'name'>, domain: string) => `${member.name.split(/\s+/)[0]?.toLowerCase()}@${domain}`;
