import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { standaloneRoutes } from '@pv/shared/standalone/standalone-routes';
import { pages } from './pages';

mountStandalone('mf_assessment', pages, standaloneRoutes('mf_assessment'));
