import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { pages } from './pages';

mountStandalone('mf_blog', pages, [
  { path: '/blog', page: 'list', label: 'Blog' },
  { path: '/blog/:slug', page: 'post', label: 'A post', href: '/blog/runway-math-when-to-start-raising' },
  { path: '/sitemap.xml', page: 'sitemap', label: 'Sitemap download' },
]);
