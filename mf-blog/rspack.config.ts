import type { Configuration } from '@rspack/core';
import { remoteBuild } from '../shared/build/rspack-config.ts';
import { emitFilesPlugin } from '../shared/build/emit-files-plugin.ts';
import { allowSourceImports } from '../tools/node/source-imports.ts';

// `./feeds`: the sitemap and RSS builders the shell's server calls for GET /sitemap.xml and /rss.xml.
const build = remoteBuild('mf_blog', import.meta.dirname, { './feeds': './src/feeds.ts' });

// The Node build bundles jsdom (server-side sanitising). jsdom and ws try optional native add-ons
// inside try/catch; they are not installed, and the bundle's stub throws just as require would.
const optionalAddOns = [/Can't resolve 'canvas'/, /Can't resolve 'bufferutil'/, /Can't resolve 'utf-8-validate'/];

// The covers of posts without a featured image are drawn while the browser build runs and published
// at the deployment's root (/images/blog/covers/, beside /browser), where the shell's server forwards them.
const postCovers = emitFilesPlugin('post-covers', async () => {
  allowSourceImports();
  const { postCovers: draw } = await import('./build/post-covers.ts');
  const covers = await draw();
  return Object.fromEntries(Object.entries(covers).map(([file, png]) => [`../${file}`, png]));
});

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration[] =>
  build(env, argv).map((config) => ({
    ...config,
    ignoreWarnings: [...(config.ignoreWarnings ?? []), ...optionalAddOns],
    plugins: [...(config.plugins ?? []), ...(config.name?.endsWith('-browser') ? [postCovers] : [])],
  }));
