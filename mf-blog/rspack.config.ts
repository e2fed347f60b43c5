import { remoteBuild } from '../shared/build/rspack-config.ts';

export default remoteBuild('mf_blog', import.meta.dirname);
