// The URL space of the composed site (SPEC.md section 2): every path maps to one remote's page.
// Routes a later release delivers are simply absent here and answer 404.
import type { RemoteName } from '@pv/shared/contract/page';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
}

export const routeTable: readonly RemoteRoute[] = [
  { path: '/privacy', remote: 'mf_marketing', page: 'privacy' },
  { path: '/terms', remote: 'mf_marketing', page: 'terms' },
  { path: '/security', remote: 'mf_marketing', page: 'security' },
  { path: '/chart-my-course', remote: 'mf_assessment', page: 'assessment' },
  { path: '/programs/compass', remote: 'mf_assessment', page: 'assessment' },
  { path: '/blog', remote: 'mf_blog', page: 'list' },
  { path: '/blog/:slug', remote: 'mf_blog', page: 'post' },
  { path: '/sitemap.xml', remote: 'mf_blog', page: 'sitemap' },
];
