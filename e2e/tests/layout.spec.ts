// Every page at a small phone, a phone, a tablet and a laptop: nothing wider than the screen, no
// button or pill whose label breaks onto a second line, every image loaded, and the text in the
// brand's own faces.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { siteRoutes } from '../support/routes.ts';
import { sidewaysOverflow } from '../support/sideways.ts';
import { layOutEveryBand } from '../support/bands.ts';

const WIDTHS = [320, 375, 768, 1280] as const;

/** Scrolls to the bottom half a screen at a time, so islands below the fold start. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Buttons and pills (anything shaped as one: corners at least half its height) whose label takes
 * more than one line, as `text (width x height)`.
 */
const wrappedLabels = (page: Page) =>
  page.evaluate(() => {
    // The lines the element's visible text takes (text only a screen reader gets is left out).
    const lineCount = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) tops.push(rect.top);
      }
      // Rects of one line differ by a pixel or two (an icon beside the text).
      return new Set(tops.map((top) => Math.round(top / 6))).size;
    };
    const candidates = document.querySelectorAll<HTMLElement>('a, button, [role="tab"], li, span');
    return [...candidates].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.textContent?.trim()) return [];
      const style = getComputedStyle(element);
      const radius = parseFloat(style.borderTopLeftRadius);
      const shaped = style.borderTopStyle !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      // A circle (the floating button) holds its label on several lines by design.
      const circle = Math.abs(box.width - box.height) < 4;
      const pill = shaped && !circle && radius >= box.height / 2 - 1;
      if (!pill || lineCount(element) <= 1) return [];
      return [`${element.textContent.trim()} (${Math.round(box.width)}x${Math.round(box.height)})`];
    });
  });

for (const route of siteRoutes) {
  test(`${route.path} at ${WIDTHS.join(', ')} px: fits the screen, labels on one line, images and brand fonts loaded`, async ({
    page,
    pageErrors,
  }) => {
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await scrollThrough(page);
        await page.evaluate(() => document.fonts.ready);
        await layOutEveryBand(page);

        const { overflow, widest } = await sidewaysOverflow(page);
        expect(overflow, `the page scrolls sideways at ${width} px: ${widest.join('; ')}`).toBeLessThanOrEqual(0);

        expect(await wrappedLabels(page), `labels on two lines at ${width} px`).toEqual([]);

        // Each image brought into view (a lazy one loads only then) loads: the images of the page
        // as it is now, taken in the page itself (another test may add a post to a list meanwhile).
        const notLoaded = await page.evaluate(async () => {
          const settled = (image: HTMLImageElement) =>
            new Promise<void>((resolve) => {
              if (image.complete) return resolve();
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
              setTimeout(resolve, 10_000);
            });
          const failed: string[] = [];
          for (const image of [...document.images]) {
            image.scrollIntoView({ block: 'center' });
            await settled(image);
            if (image.isConnected && image.naturalWidth === 0) failed.push(image.currentSrc || image.src);
          }
          return failed;
        });
        expect(notLoaded, `images that did not load at ${width} px`).toEqual([]);

        const loadedFaces = await page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
        );
        expect(loadedFaces).toEqual(expect.arrayContaining(['Fraunces', 'Plus Jakarta Sans Variable']));
      });
    }
    expect(pageErrors).toEqual([]);
  });
}

test('a page lays out a band below the fold only as it nears the screen, and the footer at once', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const laidOut = (selector: string) =>
    page
      .locator(selector)
      .last()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut('#events h2')).toBe(false);
  // Dark, so never skipped: its last link is painted at once, for a full-page screenshot too.
  expect(await laidOut('footer a')).toBe(true);

  await page.locator('#events').scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut('#events h2')).toBe(true);
});

test('a legal page and a post lay out their later sections only as they near the screen, and their contents land on each', async ({
  browser,
}) => {
  // Reduced motion: the jump is immediate rather than a smooth scroll a busy browser may not have ended.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const { path, heading, late } of [
    // A legal section's heading is inside the box; a post's boxes are its paragraphs, headings and lists: an element in the last one.
    { path: '/security', heading: 'Guidelines', late: () => page.getByRole('heading', { level: 2, name: 'Guidelines' }) },
    {
      path: '/blog/runway-math-when-to-start-raising',
      heading: 'A monthly habit',
      late: () => page.getByTestId('post-body').locator(':scope > * > *').last(),
    },
  ]) {
    await page.goto(path);
    const laidOut = () => late().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut(), `${path}: the last section laid out at load`).toBe(false);

    const target = page.getByRole('heading', { level: 2, name: heading });
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${await target.getAttribute('id')}$`));
    expect(await laidOut()).toBe(true);
    // The sections above it are laid out too, so it lands under the header (its scroll margin, 5.5 to 6rem), not off by their placeholders.
    const top = () => target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(top).toBeGreaterThanOrEqual(80);
    expect(await top()).toBeLessThanOrEqual(100);
  }
  await context.close();
});
