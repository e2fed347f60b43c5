import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mf-marketing', 'mf-programs', 'mf-blog', 'mf-assessment'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.data/**'] },
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
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['./*', '../*'], message: 'Import shared modules as @pv/shared/...' }] }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...remotes.map((remote) => ({
    // A remote is a team's deployable: it never imports another remote or the shell.
    files: [`${remote}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotes.filter((r) => r !== remote), 'shell'].flatMap((other) => [`**/${other}/**`, `@pv/${other}`]),
              message: 'A remote imports only itself and @pv/shared.',
            },
          ],
        },
      ],
    },
  })),
);
