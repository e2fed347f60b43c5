import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { remotes as registry } from './shared/src/contract/remotes.ts';

const remotes = registry.map((remote) => remote.folder);

/** Import patterns that reach a workspace, by path or by package name. */
const workspace = (...folders: string[]) => folders.flatMap((folder) => [`**/${folder}/**`, `@pv/${folder}`, `@pv/${folder}/**`]);

type Restriction = { group: string[]; message: string };
const restrictImports = (...patterns: Restriction[]) => ({ 'no-restricted-imports': ['error', { patterns }] });

const relativeInShared: Restriction = { group: ['./*', '../*'], message: 'Import shared modules as @pv/shared/...' };
const onlyBrowserSafe: Restriction = {
  group: workspace('tools', 'shell', 'e2e', ...remotes),
  message: 'The shared package is what browsers load: it imports no other workspace.',
};
const noToolsInRemotes: Restriction = {
  group: workspace('tools'),
  message:
    "A remote's code and build never import the local tooling: what a build needs lives in shared/build or the remote (only its bench/ and authoring/ commands, which run the whole local site, may).",
};
const noRouterInPages: Restriction = {
  group: ['react-router', 'react-router-dom'],
  message:
    'Pages get their parameters as props and the location from the navigation seam (@pv/shared/navigation/...): no remote reads the router.',
};
const shellImportsNoRemoteOrTest: Restriction = {
  group: workspace('e2e', ...remotes),
  message: 'The shell knows remotes by name only (Module Federation) and never imports the e2e suite.',
};
const e2eFromOutside: Restriction = {
  group: workspace('shell', ...remotes),
  message:
    'The end-to-end suite drives the built site from outside: it imports no code of the shell or a remote (the contract in @pv/shared it may).',
};
const toolsImportNoHost: Restriction = {
  group: workspace('shell', 'e2e', ...remotes),
  message: 'Any package may use the tools, so they import only @pv/shared and the local Supabase.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.data/**', 'mf-*/releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message: 'The Content-Security-Policy forbids inline style attributes: use the css prop.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Modules of the shared package are shared singletons across remotes only when imported by
    // their package path; a relative import would create a second, private instance.
    files: ['shared/src/**'],
    rules: restrictImports(relativeInShared, onlyBrowserSafe),
  },
  {
    files: ['shell/**'],
    rules: restrictImports(shellImportsNoRemoteOrTest),
  },
  {
    // What runs in production never reaches the development tooling (its bench/ may).
    files: ['shell/src/**'],
    rules: restrictImports(shellImportsNoRemoteOrTest, {
      ...noToolsInRemotes,
      message: 'The shell (its server included) never imports the tools: runtime code lives in shell/ or shared/.',
    }),
  },
  {
    files: ['tools/**'],
    rules: restrictImports(toolsImportNoHost),
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', ...restrictImports(e2eFromOutside) },
  },
  ...remotes.flatMap((remote) => {
    // A remote is a team's deployable: it never imports another remote or the shell.
    const onlyItself: Restriction = {
      group: workspace(...remotes.filter((r) => r !== remote), 'shell'),
      message: 'A remote imports only itself and @pv/shared.',
    };
    return [
      { files: [`${remote}/**`], rules: restrictImports(onlyItself, noToolsInRemotes) },
      // Commands that start the whole local site to measure it or to preview a post with it.
      { files: [`${remote}/bench/**`, `${remote}/authoring/**`], rules: restrictImports(onlyItself) },
      { files: [`${remote}/src/**`], rules: restrictImports(onlyItself, noToolsInRemotes, noRouterInPages) },
    ];
  }),
);
