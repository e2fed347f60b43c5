// The resources page's words and lists (docs/content.md): our five tools (the assessment, three
// PDFs the site serves, an external template), nine partner perks with their offers and values,
// the trusted services we list (none yet), and how a firm applies to be listed.
import { facts } from '@pv/shared/content/facts';
import { withThousands } from '@pv/shared/format/thousands';
import { resourceFiles, type ResourceFileSlug } from './resource-files';

export type ResourceTabId = 'all' | 'tools' | 'perks';

/** Where a tool's button goes: a page of the site, one of our PDFs, or another site. */
export type ToolLink =
  { kind: 'page'; href: '/chart-my-course' } | { kind: 'file'; file: ResourceFileSlug } | { kind: 'external'; href: string };

export type ToolIcon = 'compass' | 'checklist' | 'slides' | 'chart' | 'document';

export interface ResourceTool {
  id: string;
  title: string;
  description: string;
  icon: ToolIcon;
  category: string;
  cta: string;
  link: ToolLink;
  featured: boolean;
}

export interface PartnerPerk {
  id: string;
  /** The company. */
  title: string;
  description: string;
  /** Drawn, not hot-linked: the company's initials on its colour. */
  logo: { initials: string; background: string };
  offer: string;
  /** What the offer is worth to a founder, in US dollars; `upTo` when that is its ceiling. */
  value: { usd: number; upTo: boolean };
  category: string;
  link: string;
}

/** A perk's value as shown: "$120", "Up to $100,000". */
export const perkValueText = ({ usd, upTo }: PartnerPerk['value']) => `${upTo ? 'Up to ' : ''}$${withThousands(usd)}`;

export const resourceTabs: readonly { id: ResourceTabId; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'tools', label: 'Our Tools' },
  { id: 'perks', label: 'Partner Perks' },
];

export const tools: readonly ResourceTool[] = [
  {
    id: 'compass-assessment',
    title: 'Compass founder assessment',
    description:
      'Five questions on your stage, your biggest challenge, your time and your experience, and a recommended path with next steps, on a page you can keep and share. No name or e-mail needed.',
    icon: 'compass',
    category: 'Assessment',
    cta: 'Take the assessment',
    link: { kind: 'page', href: '/chart-my-course' },
    featured: true,
  },
  {
    id: 'fundraising-readiness-checklist',
    title: resourceFiles['fundraising-readiness-checklist'].title,
    description:
      'Twenty-four boxes to tick before the first investor e-mail: story, market, traction, team, the round, financials, data room and process, with how to read your score.',
    icon: 'checklist',
    category: 'Fundraising',
    cta: 'Download the checklist',
    link: { kind: 'file', file: 'fundraising-readiness-checklist' },
    featured: true,
  },
  {
    id: 'pitch-deck-outline',
    title: resourceFiles['pitch-deck-outline'].title,
    description: 'The twelve slides of a seed deck, what each must answer, and the mistake investors see most often on each one.',
    icon: 'slides',
    category: 'Pitching',
    cta: 'Download the outline',
    link: { kind: 'file', file: 'pitch-deck-outline' },
    featured: false,
  },
  {
    id: 'investor-update-template',
    title: resourceFiles['investor-update-template'].title,
    description:
      'A monthly update in seven parts, a filled-in example with a metrics table, and the habits that keep investors on your side.',
    icon: 'chart',
    category: 'Investor relations',
    cta: 'Download the template',
    link: { kind: 'file', file: 'investor-update-template' },
    featured: false,
  },
  {
    id: 'safe-templates',
    title: 'Post-money SAFE templates',
    description:
      'The standard documents most US pre-seed and seed rounds use, with their user guide, published by Y Combinator. Work through our checklist first and have a lawyer review before you sign.',
    icon: 'document',
    category: 'Legal',
    cta: 'Open the templates',
    link: { kind: 'external', href: 'https://www.ycombinator.com/documents' },
    featured: false,
  },
];

export const perks: readonly PartnerPerk[] = [
  {
    id: 'gusto',
    title: 'Gusto',
    description: 'Payroll, benefits and contractor payments for your first hires, with state tax filings done for you.',
    logo: { initials: 'G', background: '#B3261E' },
    offer: '3 months free',
    value: { usd: 120, upTo: false },
    category: 'Payroll and HR',
    link: 'https://gusto.com/',
  },
  {
    id: 'tax1099',
    title: 'Tax1099',
    description: 'E-file 1099s and W-2s for contractors and employees, with TIN matching before you file.',
    logo: { initials: 'T', background: '#1F5F8B' },
    offer: 'First-year discount',
    value: { usd: 99, upTo: false },
    category: 'Tax and compliance',
    link: 'https://www.tax1099.com/',
  },
  {
    id: 'quickbooks',
    title: 'QuickBooks',
    description: 'Bookkeeping, invoicing and the month-end close your investors will ask about.',
    logo: { initials: 'QB', background: '#0B7A55' },
    offer: '50% off for 6 months',
    value: { usd: 180, upTo: false },
    category: 'Accounting',
    link: 'https://quickbooks.intuit.com/',
  },
  {
    id: 'aws-activate',
    title: 'AWS Activate',
    description: 'Cloud credits, technical support and training for startups building on Amazon Web Services.',
    logo: { initials: 'AWS', background: '#232F3E' },
    offer: 'Cloud credits',
    value: { usd: 100_000, upTo: true },
    category: 'Cloud',
    link: 'https://aws.amazon.com/startups/credits',
  },
  {
    id: 'google-cloud',
    title: 'Google for Startups Cloud Program',
    description: 'Google Cloud and Firebase credits over two years, with technical training and expert office hours.',
    logo: { initials: 'GC', background: '#1A5DC8' },
    offer: 'Cloud credits over two years',
    value: { usd: 200_000, upTo: true },
    category: 'Cloud',
    link: 'https://cloud.google.com/startup',
  },
  {
    id: 'microsoft-startups',
    title: 'Microsoft for Startups',
    description: 'Azure credits, developer tools and access to OpenAI models through Azure, as your company grows.',
    logo: { initials: 'MS', background: '#4B4B4B' },
    offer: 'Azure credits',
    value: { usd: 150_000, upTo: true },
    category: 'Cloud',
    link: 'https://www.microsoft.com/en-us/startups',
  },
  {
    id: 'digitalocean-hatch',
    title: 'DigitalOcean Hatch',
    description: 'Infrastructure credits for simple, predictable hosting, with priority support for a year.',
    logo: { initials: 'DO', background: '#0061C2' },
    offer: 'Infrastructure credits',
    value: { usd: 100_000, upTo: true },
    category: 'Cloud',
    link: 'https://www.digitalocean.com/hatch',
  },
  {
    id: 'hubspot',
    title: 'HubSpot for Startups',
    description: 'CRM, marketing and sales software with startup pricing in the first year.',
    logo: { initials: 'H', background: '#B8451F' },
    offer: 'Up to 75% off in year one',
    value: { usd: 7_000, upTo: true },
    category: 'Sales and marketing',
    link: 'https://www.hubspot.com/startups',
  },
  {
    id: 'notion',
    title: 'Notion for Startups',
    description: 'Docs, wikis and project tracking in one workspace, on the Plus plan with AI.',
    logo: { initials: 'N', background: '#191919' },
    offer: '6 months free on the Plus plan',
    value: { usd: 1_000, upTo: true },
    category: 'Productivity',
    link: 'https://www.notion.com/startups',
  },
];

/** The service providers we have vetted and list for founders: none yet (the page says so). */
export const trustedServices: readonly { name: string; category: string; link: string }[] = [];

export const resourcesCopy = {
  meta: {
    title: 'Resources',
    description: `Free tools for founders (a readiness checklist, a pitch deck outline, an investor update template) and partner perks worth ${facts.partnerPerksTotal}.`,
  },
  hero: {
    eyebrow: 'Resources',
    title: 'Tools and perks for the climb',
    lead: `Our own tools for fundraising and investor relations, free to download, and partner perks worth ${facts.partnerPerksTotal} for payroll, accounting and cloud.`,
    browse: 'Browse the tools',
    apply: 'Apply as a Partner',
  },
  library: {
    id: 'library',
    eyebrow: 'Library',
    heading: 'Everything in one place',
    intro: 'Filter by what you need: our own tools, or offers from partners.',
    tabsLabel: 'Resources',
    toolsHeading: 'Our tools',
    toolsIntro: 'Made by our program team from what founders in our programs ask for most.',
    perksHeading: 'Partner perks',
    perksIntro: `Perks worth ${facts.partnerPerksTotal} in total. Some offers ask for an accelerator code: members find the codes pinned in the community chat.`,
    perkValue: 'Value',
    perkOffer: 'Offer',
    claim: 'Claim the offer',
    fileKind: 'PDF',
    pages: 'pages',
  },
  trusted: {
    id: 'trusted-services',
    eyebrow: 'Trusted services',
    heading: 'Trusted service providers',
    empty: 'We have not listed any firms yet.',
    why: `We list only lawyers, accountants, developers and advisors with ${facts.partnerExperience} serving startups, who have served founders in our programs well and pass our review of references, licensing and insurance. We would rather show you no one than someone we cannot vouch for.`,
    meanwhile: 'Until then, members share who they have worked with, and how it went, in the community chat.',
    apply: 'Run a firm like that? Apply to be listed',
    chat: 'Ask the community for recommendations',
  },
  application: {
    id: 'partner-application',
    eyebrow: 'For service providers',
    heading: 'Apply as a partner',
    intro: 'Join the service partner network and appear here, in front of founders who need your service.',
    summary: `Firms with ${facts.partnerExperience} serving startups apply with one e-mail: the button below opens it with our questions already in it. We speak to your references and agree an offer for our founders with you; then your firm is listed here.`,
    email: 'Apply by e-mail',
    network: 'About the network',
  },
} as const;
