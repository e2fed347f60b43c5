export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  id: 'about' | 'programs';
  label: string;
  links: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

export const primaryNavigation: readonly NavItem[] = [
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

/** Header timings and thresholds (SPEC.md section 9). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const DROPDOWN_OPEN_DELAY_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
