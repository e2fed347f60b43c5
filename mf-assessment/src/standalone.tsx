import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { pages } from './pages';

mountStandalone('mf_assessment', pages, [
  { path: '/chart-my-course', page: 'assessment', label: 'Chart My Course' },
  { path: '/programs/compass', page: 'assessment', label: 'Compass' },
]);
