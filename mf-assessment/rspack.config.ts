import { remoteBuild } from '../shared/build/rspack-config.ts';

// `./results`: what the shell's server calls to read an answer code and write the results e-mail.
export default remoteBuild('mf_assessment', import.meta.dirname, { './results': './src/results.ts' });
