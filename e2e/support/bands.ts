import type { Page } from '@playwright/test';

/**
 * Lays out every box of the page that is rendered only when near (a page's bands, the footer, a
 * legal page's sections, a post's paragraphs), as a visitor scrolling sees each: off screen, the
 * browser neither lays them out nor paints them (`content-visibility: auto`), so a check of the
 * whole page at once (contrast, sideways overflow, a label's lines) would see them empty.
 */
export const layOutEveryBand = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important }' });
