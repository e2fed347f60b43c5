// Link clicks are recorded by one listener on the document, from attributes the shared link
// components write (SiteLink, ButtonLink, ExternalLink), so a page whose links are plain server
// HTML records them without hydrating anything. The shell listens in the browser; the DOM test
// setup listens too, so component tests see the same events the site sends.
import { trackCtaClick, trackExternalLink } from '@pv/shared/analytics/analytics';

/** A call to action: `cta_click` with where it sits (category) and which it is (label). */
export interface CtaTracking {
  category: string;
  label: string;
}

const CTA_CATEGORY = 'data-cta-category';
const CTA_LABEL = 'data-cta-label';
const EXTERNAL_CATEGORY = 'data-external-category';

/** The attributes that make a click on the link a `cta_click`. */
export const ctaAttributes = (cta: CtaTracking | undefined): Record<string, string> =>
  cta ? { [CTA_CATEGORY]: cta.category, [CTA_LABEL]: cta.label } : {};

/** The attribute that makes a click on the link an `external_link_click` in `category`, labelled with its href. */
export const externalLinkAttributes = (category: string): Record<string, string> => ({ [EXTERNAL_CATEGORY]: category });

/** Records the click if it landed on (or inside) a tracked link. */
export function recordLinkClick(event: Event) {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link) return;
  const external = link.getAttribute(EXTERNAL_CATEGORY);
  if (external !== null) trackExternalLink(external, link.getAttribute('href') ?? '');
  const cta = link.getAttribute(CTA_CATEGORY);
  if (cta !== null) trackCtaClick(cta, link.getAttribute(CTA_LABEL) ?? '');
}

/**
 * Listens for link clicks on the whole document, in the capture phase: a handler of the page that
 * stops the event (or takes the navigation over) cannot hide the click. Returns the unsubscribe.
 */
export function listenForLinkClicks(doc: Document = document): () => void {
  doc.addEventListener('click', recordLinkClick, { capture: true });
  return () => doc.removeEventListener('click', recordLinkClick, { capture: true });
}
