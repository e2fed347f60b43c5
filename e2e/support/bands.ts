import type { Locator, Page } from '@playwright/test';

/**
 * Lays out every box of the page that is rendered only when near (a page's bands, a legal page's
 * sections, a post's paragraphs), as a visitor scrolling sees each: off screen, the browser
 * neither lays them out nor paints them (`content-visibility: auto`), so a measure of the whole
 * page at once (sideways overflow, a label's lines) would see them at their placeholder's size.
 * Checks of what a visitor or a tool meets at load (axe, Lighthouse) do without it.
 */
export const layOutEveryBand = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important }' });

/**
 * Scrolls `locator` into view and waits until it keeps its place: after a jump down the page the
 * boxes rendered only when near are laid out in the next frames, at their real height rather than
 * their placeholder's, and what is below them moves. A click aimed before that lands where the
 * element was.
 */
export async function scrolledIntoView(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(
    (element) =>
      new Promise<void>((settled) => {
        let last = '';
        let stillFrames = 0;
        const check = () => {
          const box = element.getBoundingClientRect();
          const place = `${box.x},${box.y}`;
          stillFrames = place === last ? stillFrames + 1 : 0;
          last = place;
          if (stillFrames >= 5) settled();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
