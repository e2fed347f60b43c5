import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createFederatedConfig } from '../shared/build/rspack-config.ts';

/** The browser entry: it starts a server-rendered page's islands. */
const browserEntries = { main: './src/client/index.ts' };

/** Writes `entry-assets.json`: the browser entry's script files, for the server's HTML. */
class EntryAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        compilation.emitAsset('entry-assets.json', new rspack.sources.RawSource(JSON.stringify(files)));
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
      plugins: [new EntryAssetsPlugin()],
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
