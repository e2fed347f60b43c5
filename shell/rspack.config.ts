import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';
import { baseConfig, buildFlags, createFederatedConfig, createHydratorConfig } from '../shared/build/rspack-config.ts';
import { brandFonts } from '../shared/src/theme/fonts.ts';

const require = createRequire(import.meta.url);

/**
 * Every page's script, without React or federation: it arms each island's strategy and adds the
 * hydrator with the first React island due (docs/decisions/0032-react-islands.md).
 */
const bootEntry = { boot: './src/client/boot/index.ts' };

/** The brand's font files, published beside the scripts under a name that changes with their content. */
const fontFiles = new rspack.CopyRspackPlugin({
  patterns: brandFonts.map((font) => ({ from: require.resolve(font.file), to: 'fonts/[name].[contenthash:8][ext]' })),
});

/** `fonts/<name>.<hash>.woff2` back to the file name the shared package names the font by. */
const unhashed = (asset: string) => path.basename(asset).replace(/\.[0-9a-f]{8}(\.woff2)$/, '$1');

/**
 * Writes `<entry>-assets.json` for the server's HTML: the entry's scripts, and where each brand
 * font file is published (by its file name), when the build publishes any.
 */
class EntryAssetsPlugin {
  private readonly entry: string;
  constructor(entry: string) {
    this.entry = entry;
  }
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...(compilation.entrypoints.get(this.entry)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const fonts = compilation
          .getAssets()
          .filter(({ name }) => name.startsWith('fonts/'))
          .map(({ name }) => [unhashed(name), name]);
        const assets = { scripts: files, fonts: Object.fromEntries(fonts) };
        compilation.emitAsset(`${this.entry}-assets.json`, new rspack.sources.RawSource(JSON.stringify(assets)));
      });
    });
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script and style sheet, at maximum
 * compression, where it is smaller: the server sends the copy the browser accepts
 * (shell/src/server/routes/files.ts) instead of compressing the file for each request.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!/\.(js|css)$/.test(asset.name)) continue;
            const source = asset.source.buffer();
            const copies = {
              br: zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz: zlib.gzipSync(source, { level: 9 }),
            };
            for (const [encoding, copy] of Object.entries(copies))
              if (copy.length < source.length) compilation.emitAsset(`${asset.name}.${encoding}`, new rspack.sources.RawSource(copy));
          }
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const mode = argv.mode ?? 'production';
  const dir = import.meta.dirname;
  const precompress = () => (mode === 'production' ? [new PrecompressPlugin()] : []);
  return [
    createHydratorConfig(dir, mode, [new EntryAssetsPlugin('hydrator'), ...precompress()]),
    // Beside the hydrator's files, once they are written (that build empties the folder first).
    {
      ...baseConfig('shell-boot', dir, mode, false),
      dependencies: ['shell-browser'],
      entry: bootEntry,
      output: {
        path: path.join(dir, 'dist', 'browser'),
        publicPath: '/assets/',
        clean: false,
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      },
      plugins: [buildFlags(mode, false), fontFiles, new EntryAssetsPlugin('boot'), ...precompress()],
    },
    createFederatedConfig({
      name: 'shell',
      dir,
      mode,
      entry: { index: './src/server/index.ts' },
      plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: path.join(dir, 'dist/public') }] })],
    }),
  ];
};
