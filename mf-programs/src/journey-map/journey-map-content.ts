// The journey map screen: its words and its seven destinations. A destination whose original
// address is a redirect (workshops, consulting) names the page that redirect leads to
// (docs/site-map.md), so no link on the map needs a redirect.
import type { SiteLink } from '@pv/shared/contract/routes';

export type DestinationIcon = 'hub' | 'academy' | 'workshop' | 'tower' | 'plaza' | 'archives' | 'observatory';

export interface Destination {
  id: string;
  title: string;
  description: string;
  href: SiteLink;
  /** Where its marker sits, in percent of the map's width (x) and height (y). */
  position: { x: number; y: number };
  icon: DestinationIcon;
  /** The marker's colour. */
  color: string;
}

export const destinations = [
  {
    id: 'hub',
    title: 'Founder Hub',
    description: 'Where every journey starts: who we are, how the programs fit together and where founders go from here.',
    href: '/',
    position: { x: 50, y: 52 },
    icon: 'hub',
    color: '#0B1F3A',
  },
  {
    id: 'training-academy',
    title: 'Training Academy',
    description: 'The Breakthrough accelerator: a small cohort, a weekly mentor and a curriculum that ends in a launch.',
    href: '/programs/breakthrough',
    position: { x: 22, y: 26 },
    icon: 'academy',
    color: '#1C3358',
  },
  {
    id: 'workshop-center',
    title: 'Workshop Center',
    description: 'Hands-on workshops, office hours and pitch practice with founders and mentors from the community.',
    href: '/events',
    position: { x: 78, y: 24 },
    icon: 'workshop',
    color: '#B86E00',
  },
  {
    id: 'strategy-tower',
    title: 'Strategy Tower',
    description: 'Engine advisory: senior operators who help you plan the next milestone and see it through.',
    href: '/programs/engine',
    position: { x: 84, y: 62 },
    icon: 'tower',
    color: '#0A7065',
  },
  {
    id: 'community-plaza',
    title: 'Community Plaza',
    description: 'Meet founders a step ahead of you, join the discussions and find the people who will open doors.',
    href: '/community',
    position: { x: 60, y: 84 },
    icon: 'plaza',
    color: '#7A3E9D',
  },
  {
    id: 'knowledge-archives',
    title: 'Knowledge Archives',
    description: 'Guides, templates and partner perks for every stage, free to use.',
    href: '/resources',
    position: { x: 18, y: 72 },
    icon: 'archives',
    color: '#9C4221',
  },
  {
    id: 'planning-observatory',
    title: 'Planning Observatory',
    description: 'The free Compass assessment: see where your venture stands and which step comes next.',
    href: '/chart-my-course',
    position: { x: 46, y: 14 },
    icon: 'observatory',
    color: '#2B6CB0',
  },
] as const satisfies readonly Destination[];

export const journeyMapMeta = {
  title: 'Venture Journey Map',
  description:
    'Explore the venture journey map: from the founder hub to the planning observatory, every destination is a program, a place in the community or a free tool.',
};

export const journeyMapCopy = {
  eyebrow: 'Journey map',
  title: 'Explore your venture journey',
  lead: 'Every destination on the map is a place to get help: a program, the community or a free tool. Point at, tap or tab to a marker to see what is there, and explore it when you are ready.',
  section: {
    id: 'map',
    heading: 'Choose a destination',
    intro: 'Destinations you have explored stay marked on this device, so you can see how much of the journey you have covered.',
  },
  labels: {
    mapLabel: 'Venture journey map',
    explore: 'Explore',
    revisit: 'Revisit',
    visited: 'visited',
    of: 'of',
    close: 'Close',
  },
};
