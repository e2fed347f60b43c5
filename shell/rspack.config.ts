import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler } from '@rspack/core';
import { createFederatedConfig } from '../shared/build/rspack-config.ts';
import { brandFonts } from '../shared/src/theme/fonts.ts';

const require = createRequire(import.meta.url);

/** The browser entries: `main` starts a server-rendered page (its islands), `spa` the client-rendered build. */
const browserEntries = { main: './src/client/index.ts', spa: './src/client/spa.ts' };

/** The brand's font files, published beside the scripts under a name that changes with their content. */
const fontFiles = new rspack.CopyRspackPlugin({
  patterns: brandFonts.map((font) => ({ from: require.resolve(font.file), to: 'fonts/[name].[contenthash:8][ext]' })),
});

/** `fonts/<name>.<hash>.woff2` back to the file name the shared package names the font by. */
const unhashed = (asset: string) => path.basename(asset).replace(/\.[0-9a-f]{8}(\.woff2)$/, '$1');

/**
 * Writes `entry-assets.json` for the server's HTML: the files of each browser entry, and where each
 * brand font file is published (by its file name).
 */
class EntryAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = (name: string) => [...(compilation.entrypoints.get(name)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const fonts = compilation
          .getAssets()
          .filter(({ name }) => name.startsWith('fonts/'))
          .map(({ name }) => [unhashed(name), name]);
        const assets = { ...Object.fromEntries(Object.keys(browserEntries).map((name) => [name, files(name)])), fonts: Object.fromEntries(fonts) };
        compilation.emitAsset('entry-assets.json', new rspack.sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const dir = import.meta.dirname;
  return [
    createFederatedConfig({
      name: 'shell',
      dir,
      target: 'browser',
      mode,
      publicPath: '/assets/',
      entry: browserEntries,
      plugins: [fontFiles, new EntryAssetsPlugin()],
    }),
    createFederatedConfig({
      name: 'shell',
      dir,
      target: 'server',
      mode,
      entry: { index: './src/server/index.ts' },
      plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: path.join(dir, 'dist/public') }] })],
    }),
  ];
};
