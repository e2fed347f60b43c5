// The links of the shell's header and footer, as data beside the route table they point into
// (a test checks that each resolves to a route, a redirect or a document).
import type { SiteLink } from '@pv/shared/contract/routes';

/** A path a menu links to, with a query (a tab) or a section (`/#events`) where it needs one. */
export type NavHref = SiteLink | `${SiteLink}?${string}` | `${SiteLink}#${string}`;

export interface NavLinkItem {
  label: string;
  to: NavHref;
}

export interface NavGroup {
  id: 'about' | 'programs';
  label: string;
  links: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

/** Every program's page, the header's Programs group and the footer's Programs column. */
const programLinks: readonly NavLinkItem[] = [
  { label: 'All Programs', to: '/programs' },
  { label: 'Compass Assessment', to: '/programs/compass' },
  { label: 'Breakthrough Accelerator', to: '/programs/breakthrough' },
  { label: 'Engine Advisory', to: '/programs/engine' },
  { label: 'Launchpad', to: '/programs/launchpad' },
  { label: 'Astral Labs', to: '/programs/astral-labs' },
];

/** The header's menu, in order; groups are dropdowns (accordions on phones). */
export const headerNavigation: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  {
    id: 'about',
    label: 'About',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Team', to: '/team' },
      { label: 'Events', to: '/events' },
    ],
  },
  { id: 'programs', label: 'Programs', links: programLinks },
  { label: 'Blog', to: '/blog' },
  { label: 'Mentors', to: '/mentors' },
  { label: 'Partners', to: '/partners' },
];

export interface NavColumn {
  heading: string;
  links: readonly NavLinkItem[];
}

/**
 * The footer: its columns of links (the first leads to sections of the home page, where the home
 * page's own links go), then the legal and support links beside the copyright.
 */
export const footerNavigation = {
  columns: [
    {
      heading: 'Explore',
      links: [
        { label: 'How It Works', to: '/#how-it-works' },
        { label: 'About', to: '/#about' },
        { label: 'Events', to: '/#events' },
        { label: 'Team', to: '/team' },
      ],
    },
    { heading: 'Programs', links: [...programLinks, { label: 'Journey Map', to: '/journey-map' }] },
    {
      heading: 'Community',
      links: [
        { label: 'Community', to: '/community' },
        { label: 'Upcoming Events', to: '/events' },
        { label: 'Success Stories', to: '/community?tab=success' },
        { label: 'Become a Mentor', to: '/mentors' },
      ],
    },
    {
      heading: 'Resources',
      links: [
        { label: 'Founder Resources', to: '/resources' },
        { label: 'Our Tools', to: '/resources?tab=tools' },
        { label: 'Partner Perks', to: '/resources?tab=perks' },
        { label: 'Free Assessment', to: '/chart-my-course' },
      ],
    },
    {
      heading: 'Partnerships',
      links: [
        { label: 'Partner With Us', to: '/partnerships' },
        { label: 'Service Partners', to: '/partners' },
        { label: 'List Your Firm', to: '/resources#partner-application' },
      ],
    },
    {
      heading: 'Blog',
      links: [
        { label: 'All Articles', to: '/blog' },
        { label: 'RSS Feed', to: '/rss.xml' },
      ],
    },
  ],
  legal: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Terms of Service', to: '/terms' },
    { label: 'Security', to: '/security' },
    { label: 'Sitemap', to: '/sitemap' },
    { label: 'Sitemap (XML)', to: '/sitemap.xml' },
  ],
} as const satisfies { columns: readonly NavColumn[]; legal: readonly NavLinkItem[] };

/** Every link of the footer, in order. */
export const footerLinks: readonly NavLinkItem[] = [
  ...footerNavigation.columns.flatMap((column) => column.links),
  ...footerNavigation.legal,
];

/** The blog list's search as a plain form (`GET /blog?q=words`), which works without scripts. */
export const blogSearch = { action: '/blog', param: 'q' } as const satisfies { action: SiteLink; param: string };
