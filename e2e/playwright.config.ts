import { defineConfig } from '@playwright/test';
import { e2ePorts } from './support/ports.ts';
import { chromiumArgs, chromiumExecutable } from '../shared/build/chromium.ts';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One more try on a busy CI machine; Playwright reports a test that passed only then as flaky.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePorts.shell}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...chromiumArgs],
    },
    trace: 'off',
  },
});
