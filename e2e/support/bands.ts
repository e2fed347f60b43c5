import type { Page } from '@playwright/test';

/**
 * Lays out every band of the page and the footer, as a visitor scrolling sees each: off screen,
 * the browser neither lays them out nor paints them (`content-visibility: auto`), so a check of
 * the whole page at once (contrast, sideways overflow, a label's lines) would see them empty.
 */
export const layOutEveryBand = (page: Page) =>
  page.addStyleTag({ content: 'main section, footer { content-visibility: visible !important }' });
