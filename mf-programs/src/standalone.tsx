import { mountStandalone } from '@pv/shared/standalone/standalone-app';
import { pages } from './pages';

mountStandalone('mf_programs', pages, []);
