// One Rspack configuration factory for the shell and every remote: each package passes only what
// differs (name, exposes, entries). Every package builds for Node with Module Federation
// (`async-node`: the shell server loads each remote's pages through the Federation Node runtime)
// and for the browser with it too (the shell's hydrator is the host, each remote's container
// exposes its islands: docs/decisions/0032-react-islands.md); a remote also builds its standalone
// page, a plain single-page app of its own pages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { browserSharedDependencies, browserSubsets, sharedDependencies } from './shared-dependencies.ts';
import type { RemoteName } from '../src/contract/remotes.ts';
import { BROWSER_ENTRY_FILE, ISLANDS_MODULE } from '../src/islands/islands-module.ts';

const require = createRequire(import.meta.url);
const sharedSrc = path.resolve(import.meta.dirname, '../src');

type Mode = 'production' | 'development';
interface FederationOptions {
  /** Module Federation container name, e.g. `mf_blog`. The shell is `shell`. */
  name: string;
  /** Package directory (where package.json is). */
  dir: string;
  mode: Mode;
  /** A remote's modules for the shell's server (`./pages`...); the shell exposes none. */
  exposes?: Record<string, string>;
  entry?: Record<string, string>;
  plugins?: Configuration['plugins'];
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

/**
 * Rspack's federation plugin names the runtime's packages by their CommonJS files, which no bundler
 * can tree-shake: the browser would get the runtime's Node code and every optional plugin
 * (22 KB compressed more per remote entry). In the browser they resolve to their ES modules,
 * where `experiments.optimization` (target web, no snapshot) removes what a page does not use.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const aliases: Record<string, string> = {};
  const packages = ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'runtime-core', 'inject-external-runtime-core-plugin'];
  for (const name of packages) {
    const commonJs = require.resolve(`@module-federation/${name}`);
    aliases[commonJs] = commonJs.replace(/\.cjs$/, '.js');
  }
  return aliases;
}

/** What every build shares: TypeScript and JSX through SWC, the shared package, assets. */
export function baseConfig(name: string, dir: string, mode: Mode, isServer: boolean): Configuration {
  const production = mode === 'production';
  return {
    name,
    context: dir,
    mode,
    target: isServer ? 'async-node' : ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { '@pv/shared': sharedSrc, ...(isServer ? {} : federationRuntimeAsEsm()) },
    },
    module: {
      rules: [swcRule, { test: /\.(png|jpe?g|webp|avif|svg|pdf)$/i, type: 'asset/resource' }],
    },
    optimization: { minimize: production && !isServer },
    performance: { hints: false },
  };
}

export const buildFlags = (mode: Mode, isServer: boolean) =>
  new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode), __SERVER__: JSON.stringify(isServer) });

/** A Node build with Module Federation: the shell's server (the host), or a remote's modules it loads. */
export function createFederatedConfig(options: FederationOptions): Configuration {
  const { name, dir, mode } = options;
  const isRemote = Boolean(options.exposes);
  return {
    ...baseConfig(`${name}-server`, dir, mode, true),
    entry: options.entry ?? {},
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      // Node loads the shell server's entry directly; packages are ESM, the server build is CommonJS.
      filename: '[name].cjs',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs-module' },
    },
    plugins: [
      buildFlags(mode, true),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedDependencies({ consumeOnly: isRemote }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        remoteType: 'script' as const,
        library: { type: 'commonjs-module', name },
        experiments: {
          optimization: {
            target: 'node',
            // A remote never consumes another remote; only the shell does.
            disableRemote: isRemote,
          },
        },
      }),
      ...(options.plugins ?? []),
    ],
  };
}

/** A remote's standalone page: its pages without federation, served at the remote's root. */
export function createStandaloneConfig(name: string, dir: string, mode: Mode): Configuration {
  const production = mode === 'production';
  return {
    ...baseConfig(`${name}-standalone`, dir, mode, false),
    entry: { standalone: './src/standalone.tsx' },
    output: {
      path: path.join(dir, 'dist', 'standalone'),
      publicPath: '/standalone/',
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    plugins: [
      buildFlags(mode, false),
      new rspack.HtmlRspackPlugin({
        filename: 'index.html',
        title: `${name} (standalone)`,
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head><body><div id="root"></div></body></html>',
      }),
    ],
  };
}

/**
 * A remote's browser build: its federated container (`browser/remoteEntry.js` and
 * `mf-manifest.json`), exposing `./islands` (`src/islands.ts`, if it has islands: each island's
 * component, loaded on its own), which the shell's hydrator loads through the federation runtime when one of them is
 * due (docs/decisions/0032-react-islands.md). It bundles no React, React DOM, emotion or React Query
 * and no federation runtime: the shell's hydrator provides one copy of each to every remote of the
 * page. Its `public/` folder is published at the deployment's root.
 */
function createBrowserConfig(name: RemoteName, dir: string, mode: Mode): Configuration {
  const production = mode === 'production';
  const container = fs.existsSync(path.join(dir, 'src/islands.ts'))
    ? [
        new ModuleFederationPlugin({
          name,
          filename: BROWSER_ENTRY_FILE,
          exposes: { [ISLANDS_MODULE]: './src/islands.ts' },
          shared: browserSharedDependencies({ consumeOnly: true }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: {
            // One federation runtime per page, the shell's hydrator's.
            externalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
      ]
    : [];
  return {
    ...baseConfig(`${name}-browser`, dir, mode, false),
    entry: {},
    output: {
      path: path.join(dir, 'dist', 'browser'),
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    plugins: [buildFlags(mode, false), ...container, ...publicFolder(dir)],
  };
}

/** Each subset's package under its whole name (browserSubsets): resolved as the package, not consumed as the share. */
const wholePackages = () => Object.fromEntries(Object.entries(browserSubsets).map(([pkg, { whole }]) => [`${whole}$`, pkg]));

/**
 * The shell's hydrator (`shell/src/client/hydrator/`): the federation host of the browser. It
 * provides React, React DOM, emotion and React Query to every remote's container and the federation
 * runtime they share (`provideExternalRuntime`), and is added to a page with its first React island due.
 */
export function createHydratorConfig(dir: string, mode: Mode, plugins: Configuration['plugins'] = []): Configuration {
  const production = mode === 'production';
  const base = baseConfig('shell-browser', dir, mode, false);
  return {
    ...base,
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...wholePackages() } },
    module: {
      ...base.module,
      // Emotion imports it bare for its theming, which the browser's subset of emotion leaves out;
      // the package only defines a function, so nothing is lost when nothing calls it.
      rules: [...(base.module?.rules ?? []), { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
    },
    entry: { hydrator: './src/client/hydrator/index.ts' },
    // A chunk per library the page runs whole: React (with React DOM and its scheduler), emotion
    // (with stylis, its CSS parser), React Query. Split by the default size rules, their modules
    // were copied into each chunk that shares them, and the rest came in small files.
    optimization: {
      ...base.optimization,
      splitChunks: {
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', minSize: 0 },
          emotion: { test: /[\\/]node_modules[\\/](@emotion|stylis)[\\/]/, name: 'emotion', chunks: 'async', minSize: 0 },
          reactQuery: {
            test: /[\\/]node_modules[\\/]@tanstack[\\/]|react-query-in-the-browser/,
            name: 'react-query',
            chunks: 'async',
            minSize: 0,
          },
        },
      },
    },
    output: {
      path: path.join(dir, 'dist', 'browser'),
      publicPath: '/assets/',
      uniqueName: 'shell',
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    },
    plugins: [
      buildFlags(mode, false),
      new ModuleFederationPlugin({
        name: 'shell',
        shared: browserSharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        experiments: {
          provideExternalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      ...(plugins ?? []),
    ],
  };
}

type Argv = { mode?: Mode };

/**
 * A remote's `public/` folder holds files its content names by site path (the blog's featured
 * images): published at the root of its deployment, next to /browser and /server, where the
 * shell's server forwards those paths (docs/content.md, "Images named by data").
 */
function publicFolder(dir: string) {
  const from = path.join(dir, 'public');
  return fs.existsSync(from) ? [new rspack.CopyRspackPlugin({ patterns: [{ from, to: '..' }] })] : [];
}

/**
 * A remote's whole build: for Node its `./pages` module (and any other exposed module), which the
 * shell's server renders; for the browser its container of islands and its public files; and its
 * standalone page.
 * `rspack.config.ts` of a remote is one call to this.
 */
export function remoteBuild(name: RemoteName, dir: string, extraExposes: Record<string, string> = {}) {
  return (_env: unknown, argv: Argv): Configuration[] => {
    const mode = argv.mode ?? 'production';
    const exposes: Record<string, string> = { './pages': './src/pages.ts', ...extraExposes };
    return [
      createBrowserConfig(name, dir, mode),
      createFederatedConfig({ name, dir, mode, exposes }),
      createStandaloneConfig(name, dir, mode),
    ];
  };
}
