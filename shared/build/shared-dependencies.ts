// The singletons every part of the composed site shares at runtime. Remotes share the shell's
// React tree, so one copy of each is required for hooks, contexts (router, query client, theme,
// site configuration, analytics) and emotion's cache to reach across remotes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
] as const;

// Subpaths (react/jsx-runtime, react-dom/client, @emotion/react/jsx-runtime...) carry their own
// copies of internal modules such as emotion's cache context, so they are shared too.
const sharedWithSubpaths = ['react', 'react-dom', '@emotion/react'] as const;

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** The `shared` option of every ModuleFederationPlugin: explicit, checked version ranges. */
export function sharedDependencies() {
  const shared: Record<string, { singleton: true; requiredVersion: string; version: string }> = {};
  for (const pkg of singletons) {
    const version = versionOf(pkg);
    const [major, minor] = version.split('.');
    shared[pkg] = { singleton: true, requiredVersion: `^${major}.${minor}.0`, version };
  }
  for (const pkg of sharedWithSubpaths) shared[`${pkg}/`] = { ...shared[pkg]! };
  const sharedVersion = versionOf('@pv/shared');
  // The shared package is consumed as source through an alias; prefix sharing makes each of its
  // modules (config, analytics, contexts) one instance across the shell and all remotes.
  shared['@pv/shared/'] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion };
  return shared;
}
