import type { Page } from '@playwright/test';

/**
 * Lays out every box of the page that is rendered only when near (a page's bands, a legal page's
 * sections, a post's paragraphs), as a visitor scrolling sees each: off screen, the browser
 * neither lays them out nor paints them (`content-visibility: auto`), so a measure of the whole
 * page at once (sideways overflow, a label's lines) would see them at their placeholder's size.
 * Checks of what a visitor or a tool meets at load (axe, Lighthouse) do without it.
 */
export const layOutEveryBand = (page: Page) => page.addStyleTag({ content: '* { content-visibility: visible !important }' });
