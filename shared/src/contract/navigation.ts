// The links of the shell's header and footer, as data beside the route table they point into
// (a test checks that each resolves to a route, a redirect or a document).
import type { SiteLink } from '@pv/shared/contract/routes';

export interface NavLinkItem {
  label: string;
  to: SiteLink;
}

export interface NavGroup {
  id: 'about' | 'programs';
  label: string;
  links: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

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
  {
    id: 'programs',
    label: 'Programs',
    links: [
      { label: 'All Programs', to: '/programs' },
      { label: 'Compass Assessment', to: '/programs/compass' },
      { label: 'Breakthrough Accelerator', to: '/programs/breakthrough' },
      { label: 'Engine Advisory', to: '/programs/engine' },
      { label: 'Launchpad', to: '/programs/launchpad' },
      { label: 'Astral Labs', to: '/programs/astral-labs' },
    ],
  },
  { label: 'Blog', to: '/blog' },
  { label: 'Mentors', to: '/mentors' },
  { label: 'Partners', to: '/partners' },
];

/** The footer's link columns (its buttons that scroll to home page sections are not links). */
export const footerNavigation = {
  explore: [
    { label: 'Team', to: '/team' },
    { label: 'Become a Mentor', to: '/mentors' },
    { label: 'Service Partners', to: '/partners' },
  ],
  legal: [
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Terms of Service', to: '/terms' },
    { label: 'Security', to: '/security' },
    { label: 'Sitemap', to: '/sitemap' },
    { label: 'Sitemap (XML)', to: '/sitemap.xml' },
  ],
} as const satisfies Readonly<Record<string, readonly NavLinkItem[]>>;
