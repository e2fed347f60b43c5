import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './support/ports.ts';

/** Debian's Chromium (apt package `chromium`); Playwright never downloads a browser here. */
const chromium = process.env.CHROMIUM_PATH || execSync('which chromium', { encoding: 'utf8' }).trim();

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePorts.shell}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
});
