// Boxes a long page renders only as they near the screen (docs/decisions/0030-bands-rendered-when-near.md).
import type { CSSObject } from '@emotion/react';

/**
 * Off screen, neither styled, laid out nor painted until it nears the viewport (the browser's own
 * margin): most of a long page's first layout, which a slow phone spends before it answers a tap
 * (docs/decisions/0030-bands-rendered-when-near.md). `placeholder` is the box's height until it
 * has been rendered once; then the browser keeps its real one. Paint containment comes with it:
 * the box holds its fixed-position boxes, and what it holds is clipped at its edge, past a margin
 * that leaves room for a focus ring (3 px and its 2 px offset, theme/tokens.ts).
 *
 * While it is skipped, the box is as tall as its placeholder, and tools that read the page without
 * scrolling it (a contrast check, Lighthouse) place its content further down at its real place,
 * over whatever lies there. So only boxes on light surfaces are rendered when near, and a band
 * paints its own surface (page-section.tsx): what a skipped band above holds past its placeholder
 * then lies beneath it. A dark box (the footer) is always rendered.
 */
export const renderedWhenNear = (placeholder = '40rem'): CSSObject => ({
  contentVisibility: 'auto',
  // The height only: a box's width comes from its container (a placeholder's width would be the
  // least width of a grid's column).
  containIntrinsicHeight: `auto ${placeholder}`,
  overflowClipMargin: '0.5rem',
});

/**
 * Rendered when near, and every such box rendered while the page is at one of its targets
 * (`/#events`, a table of contents' link): with boxes above the target at their placeholder's
 * height, the target would not land at the window's top.
 */
export const renderedWhenNearUnlessAtATarget = (placeholder?: string): CSSObject => ({
  ...renderedWhenNear(placeholder),
  'html:has(:target) &': { contentVisibility: 'visible' },
});
