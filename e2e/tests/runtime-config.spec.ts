// The production shell server refuses to start on a bad environment, naming every bad value.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const shellDir = path.resolve(import.meta.dirname, '../../shell');

test('the shell server does not start on bad values, and says which', () => {
  const result = spawnSync(process.execPath, ['dist/server/index.cjs'], {
    cwd: shellDir,
    env: { ...process.env, PORT: 'abc', SUPPORT_EMAIL: 'support', MF_BLOG_URL: 'blog.example', PAGE_CACHE_MS: 'soon' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    'The shell server cannot start. The environment has 4 bad values:\n' +
      '  PORT must be a whole number between 1 and 65535, got "abc"\n' +
      '  SUPPORT_EMAIL must be an e-mail address, got "support"\n' +
      '  PAGE_CACHE_MS must be a whole number of milliseconds (0 or more), got "soon"\n' +
      '  MF_BLOG_URL must be an http:// or https:// URL, got "blog.example"\n',
  );
});
