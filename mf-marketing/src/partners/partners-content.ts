// The service partner network's words (docs/content.md): the four categories of service, what
// partners get, the requirements, how to apply, and the application e-mail (to the support
// address). The resources page's partner application sends the same e-mail.
import { facts } from '@pv/shared/content/facts';
import type { ApplicationEmail } from '../lib/application-email';
import type { Step } from '../lib/step-cards';

export interface ServiceCategory {
  id: 'legal' | 'financial' | 'technology' | 'business';
  title: string;
  summary: string;
  services: readonly string[];
}

export const serviceCategories: readonly ServiceCategory[] = [
  {
    id: 'legal',
    title: 'Legal',
    summary: 'The documents that are expensive to get wrong early.',
    services: ['Incorporation and governance', 'SAFEs and priced rounds', 'IP and trademarks', 'Employment and contractor agreements'],
  },
  {
    id: 'financial',
    title: 'Financial',
    summary: 'Books investors can trust, and a founder who understands them.',
    services: [
      'Bookkeeping and the month-end close',
      'Tax filings and R&D credits',
      'Fractional CFO work',
      'Financial models for fundraising',
    ],
  },
  {
    id: 'technology',
    title: 'Technology',
    summary: 'Building and running the product without over-building it.',
    services: [
      'Product development and first versions',
      'Cloud architecture and cost reviews',
      'Security and compliance',
      'Data and analytics',
    ],
  },
  {
    id: 'business',
    title: 'Business',
    summary: 'Everything between a working product and a working company.',
    services: ['Go-to-market and growth marketing', 'Recruiting and HR', 'PR and communications', 'Insurance and benefits'],
  },
];

export const partnerBenefits: readonly { title: string; text: string }[] = [
  {
    title: 'Introductions at the right moment',
    text: 'We introduce founders when they need your service, with the context of their stage and problem, instead of a cold list.',
  },
  {
    title: 'A place among our trusted services',
    text: 'Listed on our resources page, where founders in our programs look first.',
  },
  {
    title: 'Workshops and office hours',
    text: 'Lead sessions for founders on what you know best, and meet them before they need to buy.',
  },
  {
    title: 'Founder feedback',
    text: 'We ask founders how your work served them and share it with you, so good work gets noticed.',
  },
];

export const partnerRequirements: readonly { title: string; text: string }[] = [
  {
    title: `${facts.partnerExperience} serving startups`,
    text: 'Your firm has worked with early-stage companies, not only with established ones, and knows their constraints.',
  },
  {
    title: 'References',
    text: 'Startup clients from the last two years who will tell us how working with you went.',
  },
  {
    title: 'Licensing and insurance',
    text: 'Current licensing where your profession requires it, and professional liability insurance.',
  },
];

/** How a firm applies (the resources page sums it up in a line of its own). */
export const partnerApplicationSteps: readonly Step[] = [
  {
    title: 'Check the requirements',
    text: 'Make sure your firm meets the three above. If one is not in place yet, say in your e-mail what is missing and when it will be.',
  },
  {
    title: 'Send us the application e-mail',
    text: 'The button opens an e-mail with the questions already in it: company, service category, website, contact person and phone.',
  },
  {
    title: 'Talk to us',
    text: 'We call your references, meet your team, and agree a founder offer with you before your firm is listed.',
  },
];

/** The e-mail draft Apply opens, to the support address. */
export const partnerApplicationEmail: ApplicationEmail = {
  subject: 'Service Partner Application',
  intro: 'We would like to join your service partner network.',
  fields: ['Company name', 'Service category (legal, financial, technology or business)', 'Website', 'Contact person', 'Phone'],
};

export const partnersCopy = {
  meta: {
    title: 'Service Partner Network',
    description: `Legal, financial, technology and business firms with ${facts.partnerExperience} serving startups: join our service partner network and meet founders when they need you.`,
  },
  hero: {
    eyebrow: 'Service Partner Network',
    title: 'Serve founders when it matters most',
    lead: 'Founders need good lawyers, accountants, developers and advisors at exactly the moment they can least afford to choose badly. We introduce them to firms we trust.',
    apply: 'Apply to join',
  },
  categories: {
    id: 'categories',
    eyebrow: 'Who we look for',
    heading: 'Four categories of service',
  },
  benefits: { id: 'benefits', eyebrow: 'What you get', heading: 'Why firms join' },
  requirements: {
    id: 'requirements',
    eyebrow: 'Requirements',
    heading: 'What we ask of partners',
    intro: 'We list only firms we would send our own founders to.',
  },
  apply: { id: 'apply', eyebrow: 'How to apply', heading: 'From application to listing' },
  cta: {
    heading: 'Ready to apply?',
    text: 'Send the application e-mail: the questions are already in it. Looking for a sponsorship or a strategic partnership instead? See the other ways to partner.',
    apply: 'Apply by e-mail',
    partnerships: 'Other ways to partner',
  },
} as const;
