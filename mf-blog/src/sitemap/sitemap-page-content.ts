// The /sitemap page's words and groups (docs/site-map.md): every page of the site, grouped as the
// header and footer group them, plus the pages neither menu names, and the blog with every post.
// The groups are built from the navigation data, so a page added to a menu appears here too.
import { footerNavigation, headerNavigation, isGroup, type NavGroup, type NavLinkItem } from '@pv/shared/contract/navigation';
import type { SiteLink } from '@pv/shared/contract/routes';

export interface SitemapGroup {
  id: string;
  heading: string;
  links: readonly NavLinkItem[];
  /** The blog's group lists every published post after its links. */
  withPosts?: true;
}

const headerGroup = (id: NavGroup['id']): NavGroup => {
  const group = headerNavigation.find((item): item is NavGroup => isGroup(item) && item.id === id);
  if (!group) throw new Error(`The header has no "${id}" group`);
  return group;
};

const headerLink = (to: SiteLink): NavLinkItem => {
  const link = headerNavigation.find((item): item is NavLinkItem => !isGroup(item) && item.to === to);
  if (!link) throw new Error(`The header has no link to ${to}`);
  return link;
};

const about = headerGroup('about');
const programs = headerGroup('programs');

export const sitemapGroups: readonly SitemapGroup[] = [
  { id: 'home', heading: 'Start here', links: [headerLink('/')] },
  { id: about.id, heading: about.label, links: about.links },
  { id: programs.id, heading: programs.label, links: [...programs.links, { label: 'Venture Journey Map', to: '/journey-map' }] },
  {
    id: 'community',
    heading: 'Community and partners',
    links: [
      { label: 'Community', to: '/community' },
      { label: 'Resources', to: '/resources' },
      headerLink('/mentors'),
      headerLink('/partners'),
      { label: 'Partnerships', to: '/partnerships' },
    ],
  },
  { id: 'blog', heading: 'Blog', links: [headerLink('/blog')], withPosts: true },
  {
    id: 'legal',
    heading: 'Legal and support',
    links: footerNavigation.legal.filter((link) => link.to !== '/sitemap'),
  },
];

export const sitemapCopy = {
  meta: {
    title: 'Sitemap',
    description:
      'Every page of the site in one place: about us, programs, community, partners, the blog with every article, and the legal pages.',
  },
  hero: {
    eyebrow: 'Sitemap',
    title: 'Every page of the site',
    lead: 'All our pages, grouped as in the menus, and every article on the blog.',
  },
  navLabel: 'Sitemap',
  xmlNote: 'Search engines read the same list as an XML sitemap:',
  xmlLink: '/sitemap.xml',
  postsHeading: 'Articles',
  postsLoading: 'Loading the articles…',
  postsFailed: 'The list of articles could not be loaded just now.',
  postsFailedLink: 'Browse them on the blog',
} as const;
