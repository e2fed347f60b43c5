// Debian's Chromium for every tool that drives a browser here (Playwright, Lighthouse): the apt
// package `chromium`, never a browser download. The flags keep it from reaching for the network
// on its own, which a closed machine refuses.
import { execFileSync } from 'node:child_process';

export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH || execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
