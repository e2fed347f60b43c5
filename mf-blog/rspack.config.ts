import type { Configuration } from '@rspack/core';
import { remoteBuild } from '../shared/build/rspack-config.ts';

// `./feeds`: the sitemap and RSS builders the shell's server calls for GET /sitemap.xml and /rss.xml.
const build = remoteBuild('mf_blog', import.meta.dirname, { './feeds': './src/feeds.ts' });

// The Node build bundles jsdom (server-side sanitising). jsdom and ws try optional native add-ons
// inside try/catch; they are not installed, and the bundle's stub throws just as require would.
const optionalAddOns = [/Can't resolve 'canvas'/, /Can't resolve 'bufferutil'/, /Can't resolve 'utf-8-validate'/];

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration[] =>
  build(env, argv).map((config) => ({ ...config, ignoreWarnings: [...(config.ignoreWarnings ?? []), ...optionalAddOns] }));
