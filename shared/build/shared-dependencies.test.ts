import fs from 'node:fs';
import path from 'node:path';
import { sharedDependencies, sharedPackageSingletons } from './shared-dependencies.ts';

const sharedSrc = path.resolve(import.meta.dirname, '../src');

/** The shared package's modules (not tests, not test helpers) that create a context or keep module-level state. */
function modulesWithState(): string[] {
  const files = fs.readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
    .filter((file) =>
      /\bcreateContext\b[<(]|^(export )?(let |const \w+ = new (Map|Set|WeakMap)\b)/m.test(
        fs.readFileSync(path.join(sharedSrc, file), 'utf8'),
      ),
    )
    .map((file) =>
      file
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

describe('shared modules', () => {
  it('shares as singletons exactly the modules of the shared package that hold state', () => {
    expect([...sharedPackageSingletons].sort()).toEqual(modulesWithState());
  });

  it('shares the libraries and those modules at the installed version, as singletons', () => {
    const shared = sharedDependencies();
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining([
        'react',
        'react/',
        'react-dom',
        '@emotion/react',
        ...sharedPackageSingletons.map((module) => `@pv/shared/${module}`),
      ]),
    );
    expect(Object.keys(shared).filter((name) => name.startsWith('@pv/shared/'))).toHaveLength(sharedPackageSingletons.length);
    for (const config of Object.values(shared)) expect(config.singleton).toBe(true);
  });

  it('makes a remote use the libraries the shell provides, never a copy of its own', () => {
    const shared = sharedDependencies({ consumeOnly: true });
    expect(shared.react?.import).toBe(false);
    // The shared package's singletons keep the remote's copy as a fallback.
    expect(shared['@pv/shared/islands/island']?.import).toBeUndefined();
  });
});
