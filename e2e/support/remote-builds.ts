// Builds a remote the way its team would redeploy it, into a folder of the test's, optionally with
// text replaced in one of its source files (a visible change, or a page that throws).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const replaceLoader = path.join(import.meta.dirname, 'replace-text-loader.ts');

export interface SourceChange {
  /** Path of the source file inside the remote, e.g. `src/legal/security-policy.ts`. */
  file: string;
  from: string;
  to: string;
}

/** A visible change to mf-marketing: the security page's title gains " (revised)". */
export const reviseSecurityTitle: SourceChange = {
  file: 'src/legal/security-policy.ts',
  from: "title: 'Security & Responsible Disclosure'",
  to: "title: 'Security & Responsible Disclosure (revised)'",
};

/**
 * A next release of mf-marketing, told apart on the home page (its rotating word, an island, gains
 * a mark, on the server and in the browser) and on /about (its heading gains " (next)").
 */
export const nextMarketingRelease: SourceChange[] = [
  { file: 'src/home/rotating-word.tsx', from: 'data-testid="rotating-word"', to: 'data-testid="rotating-word" data-release-mark="next"' },
  {
    file: 'src/about/about-content.ts',
    from: "title: 'Founder success without giving up equity'",
    to: "title: 'Founder success without giving up equity (next)'",
  },
];

/** A release of mf-marketing whose home page throws while rendering. */
export const throwingHomePage: SourceChange = {
  file: 'src/home/hero-section.tsx',
  from: 'export function HeroSection() {',
  to: "export function HeroSection() {\n  if (typeof window === 'undefined') throw new Error('The hero broke');",
};

/** A temporary deployment folder holding a copy of the remote's current build. */
export function copyOfBuild(remoteFolder: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `pv-e2e-${remoteFolder}-`));
  fs.cpSync(path.join(repoRoot, remoteFolder, 'dist'), path.join(folder, 'dist'), { recursive: true });
  return folder;
}

/**
 * Builds the remote with `change` into `<deployFolder>/dist`, as a deployment replaces its files:
 * the whole build is written beside the served one, then each of its folders takes the old one's
 * place at once (the server's last), so nothing that reads the deployment meanwhile (the shell's
 * watch of its entry, a page load) meets an entry whose chunks are not written yet.
 */
export async function buildRemoteInto(
  remoteFolder: string,
  deployFolder: string,
  changes: SourceChange | readonly SourceChange[],
): Promise<void> {
  const configUrl = pathToFileURL(path.join(repoRoot, remoteFolder, 'rspack.config.ts')).href;
  const { default: factory } = (await import(configUrl)) as {
    default: (env: unknown, argv: { mode: 'production' }) => Configuration[] | Promise<Configuration[]>;
  };
  const configs = (await factory({}, { mode: 'production' })).map((config) => {
    const target = path.basename(config.output?.path ?? '');
    return {
      ...config,
      output: { ...config.output, path: path.join(deployFolder, 'next', target) },
      module: {
        ...config.module,
        rules: [
          ...(config.module?.rules ?? []),
          ...[changes].flat().map((change) => ({
            test: path.join(repoRoot, remoteFolder, change.file),
            enforce: 'pre' as const,
            use: [{ loader: replaceLoader, options: { from: change.from, to: change.to } }],
          })),
        ],
      },
    };
  });
  await new Promise<void>((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ preset: 'errors-only' })));
      else resolve();
    });
  });
  const retired = fs.mkdtempSync(path.join(deployFolder, 'retired-'));
  const targets = fs.readdirSync(path.join(deployFolder, 'next')).sort((a, b) => Number(a === 'server') - Number(b === 'server'));
  for (const target of targets) {
    const served = path.join(deployFolder, 'dist', target);
    if (fs.existsSync(served)) fs.renameSync(served, path.join(retired, target));
    fs.renameSync(path.join(deployFolder, 'next', target), served);
  }
  fs.rmSync(path.join(deployFolder, 'next'), { recursive: true });
}
