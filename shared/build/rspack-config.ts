// One Rspack configuration factory for the shell and every remote: each package passes only what
// differs (name, exposes, entries). Every package builds twice: for the browser and for Node
// (`async-node`, loaded by the shell server through the Module Federation Node runtime).
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies.ts';

const require = createRequire(import.meta.url);
const sharedSrc = path.resolve(import.meta.dirname, '../src');

export type BuildTarget = 'browser' | 'server';

interface FederationOptions {
  /** Module Federation container name, e.g. `mf_blog`. The shell is `shell`. */
  name: string;
  /** Package directory (where package.json is). */
  dir: string;
  target: BuildTarget;
  mode: 'production' | 'development';
  exposes?: Record<string, string>;
  entry?: Record<string, string>;
  plugins?: Configuration['plugins'];
  runtimePlugins?: string[];
  /** Where the browser build is served from; 'auto' (next to remoteEntry.js) for remotes. */
  publicPath?: string;
  /** Browser build only: an entry rendered into index.html (a remote's standalone page). */
  htmlEntry?: string;
}

const swcRule: RuleSetRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
  },
  type: 'javascript/auto',
};

export function createFederatedConfig(options: FederationOptions): Configuration {
  const { name, dir, target, mode } = options;
  const isServer = target === 'server';
  const production = mode === 'production';
  return {
    name: `${name}-${target}`,
    context: dir,
    mode,
    target: isServer ? 'async-node' : ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    entry: {
      ...options.entry,
      ...(options.htmlEntry && !isServer ? { standalone: options.htmlEntry } : {}),
    },
    output: {
      path: path.join(dir, 'dist', target),
      publicPath: isServer ? 'auto' : (options.publicPath ?? 'auto'),
      uniqueName: name,
      clean: true,
      // Node loads the shell server's entry directly; packages are ESM, the server build is CommonJS.
      filename: isServer ? '[name].cjs' : production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      ...(isServer ? { library: { type: 'commonjs-module' } } : {}),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { '@pv/shared': sharedSrc },
    },
    module: {
      rules: [swcRule, { test: /\.(png|jpe?g|webp|avif|svg|pdf)$/i, type: 'asset/resource' }],
    },
    optimization: { minimize: production && !isServer },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __SERVER__: JSON.stringify(isServer),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        runtimePlugins: [
          ...(isServer ? [require.resolve('@module-federation/node/runtimePlugin')] : []),
          ...(options.runtimePlugins ?? []),
        ],
        ...(isServer ? { remoteType: 'script' as const, library: { type: 'commonjs-module', name } } : {}),
      }),
      ...(options.htmlEntry && !isServer
        ? [
            new rspack.HtmlRspackPlugin({
              filename: 'index.html',
              chunks: ['standalone'],
              publicPath: '/browser/',
              title: `${name} (standalone)`,
              templateContent:
                '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div></body></html>',
            }),
          ]
        : []),
      ...(options.plugins ?? []),
    ],
  };
}

type Argv = { mode?: 'production' | 'development' };

/**
 * A remote's whole build: its `./pages` module for the browser and for Node, and its standalone
 * page. `rspack.config.ts` of a remote is one call to this.
 */
export function remoteBuild(name: string, dir: string, extraExposes: Record<string, string> = {}) {
  return (_env: unknown, argv: Argv): Configuration[] =>
    (['browser', 'server'] as const).map((target) =>
      createFederatedConfig({
        name,
        dir,
        target,
        mode: argv.mode ?? 'production',
        exposes: { './pages': './src/pages.ts', ...extraExposes },
        htmlEntry: './src/standalone.ts',
      }),
    );
}
