import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0 when it fits the screen), and the elements reaching past
 * the screen's right edge, widest first: what to mend.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const widest = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent?.trim().slice(0, 40)}" to ${Math.round(right)} px`,
      );
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, widest };
  });
