// axe-core in the page under test: its source is injected from the npm package (no CDN), then every
// rule that axe runs by default (WCAG 2.x A and AA, and its best practices) checks the document as
// it is at that moment, as Lighthouse's run of axe does: the bands off screen not laid out, nothing
// forced.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One line per violation and element: rule, impact, element, what is wrong. Empty: none. */
export async function axeViolations(page: Page): Promise<string[]> {
  // The site's CSP forbids inline scripts, so contexts that run axe set `bypassCSP`.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}
