// The singletons every part of the composed site shares at runtime. Remotes share the shell's
// React tree, so one copy of each is required for hooks, contexts (router, query client, theme,
// site configuration, analytics) and emotion's cache to reach across remotes.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const packages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/cache',
  '@supabase/supabase-js',
] as const;

// Subpaths (react/jsx-runtime, react-dom/client, @emotion/react/jsx-runtime...) carry their own
// copies of internal modules such as emotion's cache context, so they are shared too.
const sharedWithSubpaths = new Set<string>(['react', 'react-dom', '@emotion/react']);

/** The shared package's modules with state of their own, shared as singletons (a test finds any other). */
export const sharedPackageSingletons = [
  'config/site-config-context',
  'forms/posted-form',
  'islands/island',
  'navigation/site-location',
  'navigation/use-site-location',
  'supabase/client',
] as const;

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  import?: false | string;
}

/**
 * The packages the hydrator provides as a subset: the module it provides instead, which re-exports
 * the parts the site's code uses (a shared module is provided whole: tree shaking stops at it), and
 * the name, not shared, under which that module imports the whole package.
 */
export const browserSubsets = {
  '@tanstack/react-query': { module: path.join(import.meta.dirname, 'react-query-in-the-browser.ts'), whole: '@pv/whole/react-query' },
  '@emotion/react': { module: path.join(import.meta.dirname, 'emotion-in-the-browser.ts'), whole: '@pv/whole/emotion-react' },
} as const;

/** The installed version, required as `^major.minor.0`: a remote built against it accepts patches. */
function singleton(pkg: string): SharedConfig {
  const { version } = require(`${pkg}/package.json`) as { version: string };
  const [major, minor] = version.split('.');
  return { singleton: true, requiredVersion: `^${major}.${minor}.0`, version };
}

/**
 * The libraries the browser's islands share, provided by the shell's hydrator: one copy of each per
 * page, whatever remotes its islands come from. React Router and supabase-js never reach the
 * browser, and islands read no state of the shared package's modules there (their props carry
 * what they need), so those stay server singletons.
 */
const browserPackages = ['react', 'react-dom', '@emotion/react', '@tanstack/react-query'] as const;

/**
 * The `shared` option of every browser ModuleFederationPlugin: the shell's hydrator provides
 * (`consumeOnly: false`), each remote's browser container consumes and bundles no copy.
 */
export function browserSharedDependencies({ consumeOnly = false } = {}): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of browserPackages) {
    const subset = pkg in browserSubsets ? browserSubsets[pkg as keyof typeof browserSubsets].module : undefined;
    const config: SharedConfig = { ...singleton(pkg), ...(consumeOnly ? { import: false as const } : {}) };
    shared[pkg] = subset && !consumeOnly ? { ...config, import: subset } : config;
    if (sharedWithSubpaths.has(pkg)) shared[`${pkg}/`] = config;
  }
  return shared;
}

/**
 * The `shared` option of every Node ModuleFederationPlugin: explicit, checked version ranges. A remote
 * (`consumeOnly`) bundles no copy of the libraries: it must use the shell's, or fail loudly,
 * rather than quietly run a second React Router whose context the shell's router never fills.
 */
export function sharedDependencies({ consumeOnly = false } = {}): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  const library = (pkg: string): SharedConfig => ({ ...singleton(pkg), ...(consumeOnly ? { import: false as const } : {}) });
  for (const pkg of packages) {
    shared[pkg] = library(pkg);
    if (sharedWithSubpaths.has(pkg)) shared[`${pkg}/`] = library(pkg);
  }
  // The shared package is consumed as source through an alias. Its modules that hold state (a
  // context, a registered location source, the Supabase client) are one instance across the shell
  // and all remotes; the rest are stateless, so each build keeps its own copy rather than paying
  // the federation runtime's negotiation for each on every page load.
  for (const module of sharedPackageSingletons) shared[`@pv/shared/${module}`] = singleton('@pv/shared');
  return shared;
}
