import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { standaloneRoutes } from '@pv/shared/standalone/standalone-routes';
import { pages } from './pages';

mountStandalone('mf_programs', pages, standaloneRoutes('mf_programs'));
