import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { pages } from './pages';

mountStandalone('mf_marketing', pages, [
  { path: '/privacy', page: 'privacy', label: 'Privacy' },
  { path: '/terms', page: 'terms', label: 'Terms' },
  { path: '/security', page: 'security', label: 'Security' },
]);
