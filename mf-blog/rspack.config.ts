import { rspack, type Configuration } from '@rspack/core';
import { remoteBuild } from '../shared/build/rspack-config.ts';
import { emitFilesPlugin } from '../shared/build/emit-files-plugin.ts';
import { allowSourceImports } from '../shared/build/source-imports.ts';

// `./feeds`: the sitemap and feed builders the shell's server calls for GET /sitemap.xml, /rss.xml
// and /feed.json; `./list-data`: the list's reads behind GET /api/blog/posts and /api/blog/facets.
const build = remoteBuild('mf_blog', import.meta.dirname, { './feeds': './src/feeds.ts', './list-data': './src/list-data.ts' });

// The Node build bundles jsdom (server-side sanitising). jsdom and ws try optional native add-ons
// inside try/catch; they are not installed, and the bundle's stub throws just as require would.
const optionalAddOns = [/Can't resolve 'canvas'/, /Can't resolve 'bufferutil'/, /Can't resolve 'utf-8-validate'/];

export default async (env: unknown, argv: { mode?: 'production' | 'development' }): Promise<Configuration[]> => {
  allowSourceImports();
  const { postsWithoutImage, socialCards } = await import('./build/social-cards.ts');
  const posts = postsWithoutImage();
  // Every build knows which posts have a social card, so that a page names no card it lacks; the
  // cards are drawn while the browser build runs and published at the deployment's root
  // (/images/blog/social/, beside /browser), where the shell's server forwards them.
  const drawnCards = new rspack.DefinePlugin({ __DRAWN_SOCIAL_CARDS__: JSON.stringify(posts.map((post) => post.slug)) });
  const drawCards = emitFilesPlugin('social-cards', async () =>
    Object.fromEntries(Object.entries(await socialCards(posts)).map(([file, png]) => [`../${file}`, png])),
  );
  return build(env, argv).map((config) => ({
    ...config,
    ignoreWarnings: [...(config.ignoreWarnings ?? []), ...optionalAddOns],
    plugins: [...(config.plugins ?? []), drawnCards, ...(config.name?.endsWith('-browser') ? [drawCards] : [])],
  }));
};
