// The partnerships page's words (docs/content.md): the three kinds of partnership, the figures
// partners ask about first (shared facts), how a partnership starts, the contact e-mail and the
// partnership guide (a PDF under /resources/).
import { facts } from '@pv/shared/content/facts';
import { statOf } from '@pv/shared/content/spoken-figure';
import type { Stat } from '@pv/shared/ui/stat-tiles';
import type { ApplicationEmail } from '../lib/application-email';

export interface PartnershipKind {
  id: 'corporate-sponsors' | 'service-partners' | 'strategic-partners';
  title: string;
  summary: string;
  benefits: readonly string[];
  bestFor: string;
}

export const partnershipKinds: readonly PartnershipKind[] = [
  {
    id: 'corporate-sponsors',
    title: 'Corporate Sponsors',
    summary: 'Meet founders before they are customers, hires or acquisitions, by backing the events and programs they already come to.',
    benefits: [
      'Named sponsorship of a flagship event or a season of workshops',
      'A challenge brief for a program cohort to work on',
      'A pipeline of vetted startups for pilots and hiring',
    ],
    bestFor: 'Companies selling to startups, and corporates looking for innovation partners',
  },
  {
    id: 'service-partners',
    title: 'Service Partners',
    summary:
      'Legal, financial, technology and business firms that serve startups well, introduced to founders at the moment they need them.',
    benefits: [
      'A place in our trusted services list',
      'Introductions when a founder needs your service',
      'Workshops and office hours led by your team',
    ],
    bestFor: `Firms with ${facts.partnerExperience} serving startups`,
  },
  {
    id: 'strategic-partners',
    title: 'Strategic Partners',
    summary: 'Investors, universities, public bodies and innovation teams who want to build something with us, not just sponsor it.',
    benefits: [
      'A co-designed program or regional cohort',
      'Access to our investor network and mentors',
      'Shared reporting on founder outcomes',
    ],
    bestFor: 'Organisations with a long-term stake in a founder ecosystem',
  },
];

export const partnershipStats: readonly Stat[] = [
  { figure: facts.communityMembers, label: 'community members' },
  statOf(facts.alumniFunding, 'raised by alumni'),
  { figure: facts.continents, label: 'continents' },
  { figure: facts.investorNetwork, label: 'investor network' },
];

/** The e-mail draft the Contact button opens, to the partnerships address. */
export const partnershipInquiryEmail: ApplicationEmail = {
  subject: 'Partnership inquiry',
  intro: 'We would like to talk about a partnership.',
  fields: [
    'Organisation',
    'Kind of partnership (corporate sponsor, service partner or strategic partner)',
    'What we hope to achieve',
    'Contact person',
    'Phone',
  ],
};

export const partnershipsCopy = {
  meta: {
    title: 'Partnerships',
    description: `Partner with a no-equity accelerator whose alumni raised ${facts.alumniFunding}: sponsor events, join the service partner network, or build a program with us.`,
  },
  hero: {
    eyebrow: 'Partnerships',
    title: 'Partner with founders before everyone else meets them',
    lead: 'Sponsors, service firms and strategic partners reach founders where they make decisions: at our events, in our programs and in the community.',
    contact: 'Contact our partnerships team',
  },
  stats: { id: 'reach', eyebrow: 'Reach', heading: 'Who you reach' },
  kinds: {
    id: 'partnership-types',
    eyebrow: 'Ways to partner',
    heading: 'Three kinds of partnership',
    intro: 'Each one is built around what founders need from you, so that it pays off for both sides.',
    bestFor: 'Best for',
    servicePartners: 'Service partner network',
  },
  steps: {
    id: 'how-it-starts',
    eyebrow: 'How it works',
    heading: 'How a partnership starts',
    items: [
      { title: 'A first conversation', text: 'About your goals and what founders would gain.' },
      { title: 'A one-page proposal', text: 'Activities, audience, timeline, and what each side commits.' },
      { title: 'A first season', text: 'One season of events or one program cohort, with agreed measures.' },
      { title: 'A review together', text: 'The measures and what founders said, then we renew, change or stop.' },
    ],
  },
  cta: {
    heading: 'Start the conversation',
    text: 'Write to our partnerships team, or read the partnership guide first: the kinds of partnership, what we ask of partners, and how we work.',
    contact: 'Contact us',
    guide: 'Get the partnership guide',
  },
} as const;
