// A keyboard-only walkthrough of every interactive part of the site: after each key the focus is
// on an element of the page (never lost to the document) and visibly marked (a non-zero outline or
// a box shadow), and Escape closes what the keyboard opened, giving the focus back to its opener.
// Islands are driven once hydrated (docs/decisions/0007-islands.md).
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';

interface FocusState {
  lost: boolean;
  visible: boolean;
  element: string;
}

/**
 * Where the focus is and whether it is marked: by the element's own outline or box shadow, or, for
 * a link stretched over a card, by its ::after box or by the card around it (an outline drawn on focus).
 */
const focusState = (page: Page) =>
  page.evaluate((): FocusState => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { lost: true, visible: false, element: 'document' };
    const marked = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    // A card draws its ring as an outline (at rest it has none; its box shadow is always there).
    const ringedCard = (from: Element) => {
      let card = from.parentElement;
      for (let level = 0; card && level < 4; level++, card = card.parentElement) {
        const style = getComputedStyle(card);
        if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return card.matches(':focus-within');
      }
      return false;
    };
    const visible = marked(getComputedStyle(element)) || marked(getComputedStyle(element, '::after')) || ringedCard(element);
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { lost: false, visible, element: `${element.tagName.toLowerCase()} "${name}"` };
  });

/** Waits until the focus has settled on a visibly focused element of the page. */
async function expectVisibleFocus(page: Page, after: string) {
  await expect.poll(() => focusState(page), { message: `focus after ${after}` }).toMatchObject({ lost: false, visible: true });
}

/** Presses `key` and checks the focus afterwards. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, key);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header menus: focus opens, Tab enters, Escape closes and returns the focus', async ({ page, pageErrors }) => {
    await page.goto('/security');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    for (const menu of ['About', 'Programs']) {
      const trigger = nav.getByRole('button', { name: menu });
      while (!(await trigger.evaluate((element) => element === document.activeElement))) await press(page, 'Tab');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await press(page, 'Tab');
      await expect(nav.getByRole('link').and(page.locator(':focus'))).toHaveCount(1);
      await press(page, 'Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    }
    expect(pageErrors).toEqual([]);
  });

  test('blog paging: the next page takes the focus to its summary', async ({ page, pageErrors }) => {
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).focus();
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText('Showing 10–16 of 16 articles')).toBeFocused();
    await press(page, 'Tab');
    expect(pageErrors).toEqual([]);
  });

  test('tabs of /community and /resources by arrow keys', async ({ page, pageErrors }) => {
    for (const [path, first] of [
      ['/community', 'Overview'],
      ['/resources', 'All'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('tab', { name: first }).focus();
      await press(page, 'ArrowRight');
      await expect(page.getByRole('tab', { selected: true })).toBeFocused();
      await press(page, 'End');
      await press(page, 'Home');
      await expect(page.getByRole('tab', { name: first })).toBeFocused();
      await press(page, 'Tab');
    }
    expect(pageErrors).toEqual([]);
  });

  test('journey maps: a focused destination opens its card, Escape closes it', async ({ page, pageErrors }) => {
    await page.goto('/');
    await hydrated(page);
    const details = page.getByRole('button', { name: 'Details of Compass' });
    await details.focus();
    await press(page, 'Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Escape');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeFocused();

    await page.goto('/journey-map');
    await hydrated(page);
    const marker = page.getByTestId('marker-hub');
    await marker.focus();
    await expectVisibleFocus(page, 'focusing a destination');
    const place = marker.locator('xpath=..');
    await expect(place).toHaveAttribute('data-active');
    await press(page, 'Escape');
    await expect(place).not.toHaveAttribute('data-active');
    expect(pageErrors).toEqual([]);
  });

  test('share buttons and the newsletter form', async ({ page, context, pageErrors }) => {
    context.on('page', (popup) => void popup.close());
    await page.goto('/blog/reading-your-first-term-sheet');
    await hydrated(page);
    await page.getByRole('button', { name: 'Share on X (Twitter)' }).focus();
    await press(page, 'Enter');
    await press(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toBeFocused();

    await page.getByRole('textbox', { name: /E-mail/ }).focus();
    await page.keyboard.type('not-an-address');
    await press(page, 'Enter');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the floating button: Tab reaches dismiss, Enter dismisses, the focus goes to the content', async ({ page, pageErrors }) => {
    await page.goto('/blog/reading-your-first-term-sheet');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const floating = page.getByTestId('floating-cta');
    await expect(floating).toBeVisible();
    await floating.getByRole('link', { name: 'Start Free Assessment' }).focus();
    await press(page, 'Tab');
    await press(page, 'Enter');
    await expect(floating).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('mobile menu: Enter opens, Escape closes and returns the focus to the toggle', async ({ page, pageErrors }) => {
    await page.goto('/security');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await page.getByRole('link', { name: /home$/ }).first().focus();
    while (!(await toggle.evaluate((element) => element === document.activeElement))) await press(page, 'Tab');
    await press(page, 'Enter');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await press(page, 'Tab');
    await press(page, 'Tab');
    await press(page, 'Escape');
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('blog filters: the toggle opens them, Space filters, Escape closes them', async ({ page, pageErrors }) => {
    await page.goto('/blog');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.focus();
    await press(page, 'Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'Tab');
    await press(page, 'Space');
    await expect(page).toHaveURL(/[?&]tag=/);
    await expectVisibleFocus(page, 'the list changed');
    await press(page, 'Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('assessment: arrows choose, Enter moves on, the focus follows each step, Get Results opens the results', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/chart-my-course');
    await hydrated(page);
    for (let step = 1; step <= 5; step++) {
      await page.getByRole('radio').first().focus();
      await press(page, 'ArrowDown');
      await press(page, 'ArrowUp');
      await page.getByRole('button', { name: step === 5 ? 'Get Results' : 'Next' }).focus();
      if (step === 5) break;
      await press(page, 'Enter');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
    }
    // Get Results loads the results page.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/chart-my-course\/results\?a=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aspiring Innovator' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("home page's path selector: Enter chooses a path and the focus stays in the page", async ({ page, pageErrors }) => {
    await page.goto('/');
    await hydrated(page);
    const selector = page.locator('[data-island="mf_marketing:founder-path-selector"]');
    await selector.getByRole('link').first().focus();
    await press(page, 'Enter');
    await expect(page).toHaveURL(/[?&]path=/);
    await press(page, 'Tab');
    expect(pageErrors).toEqual([]);
  });
});
