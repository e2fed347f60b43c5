import { remoteBuild } from '../shared/build/rspack-config.ts';

export default remoteBuild('mf_marketing', import.meta.dirname);
