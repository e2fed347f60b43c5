// One Jest setup for every workspace: SWC transforms TypeScript and JSX (emotion's jsx runtime),
// `@pv/shared/*` resolves to the shared package's source, jsdom for components.
import path from 'node:path';
import type { Config } from 'jest';

const sharedSrc = path.resolve(import.meta.dirname, '../src');

export function createJestConfig(options: { environment: 'node' | 'jsdom'; rootDir: string }): Config {
  return {
    rootDir: options.rootDir,
    testEnvironment: options.environment === 'jsdom' ? path.join(import.meta.dirname, 'jest-environment-dom.ts') : 'node',
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Packages published only as ES modules that a CommonJS require reaches (Fastify's plugins and
    // its inject), wherever they are installed: compiled like the source.
    transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(content-disposition|cookie)/)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@pv/shared/package\\.json$': path.join(sharedSrc, '../package.json'),
      '^@pv/shared/(.*)$': `${sharedSrc}/$1`,
      '\\.(png|jpe?g|webp|avif|svg|pdf)$': path.join(import.meta.dirname, 'jest-file-stub.ts'),
    },
    setupFilesAfterEnv: options.environment === 'jsdom' ? [path.join(import.meta.dirname, 'jest-setup-dom.ts')] : [],
    globals: { __SERVER__: options.environment === 'node' },
    clearMocks: true,
    restoreMocks: true,
  };
}
