import { mountStandalone, type StandaloneRoute } from '@pv/shared/standalone/standalone-app';
import { pages } from './pages';

/** The standalone page's routes: the shell's paths for this remote's pages (checked against `pages`). */
const routes = [
  { path: '/privacy', page: 'privacy', label: 'Privacy' },
  { path: '/terms', page: 'terms', label: 'Terms' },
  { path: '/security', page: 'security', label: 'Security' },
] as const satisfies readonly (StandaloneRoute & { page: keyof typeof pages })[];

mountStandalone('mf_marketing', pages, routes);
