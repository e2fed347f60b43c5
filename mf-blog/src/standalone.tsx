import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { standaloneRoutes } from '@pv/shared/standalone/standalone-routes';
import { pages } from './pages';

mountStandalone('mf_blog', pages, standaloneRoutes('mf_blog', { '/blog/:slug': '/blog/runway-math-when-to-start-raising' }));
