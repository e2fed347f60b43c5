import { useEffect, useState, useSyncExternalStore } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { colors, mq, shadows } from '@pv/shared/theme/tokens';

/** docs/behaviour.md, "Every page": shown after 800 px of scroll, hidden within 400 px of the page bottom. */
export const FLOATING_CTA_SHOW_AFTER_PX = 800;
export const FLOATING_CTA_HIDE_NEAR_BOTTOM_PX = 400;

export function shouldShowFloatingCta(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const distanceToBottom = pageHeight - (scrollY + viewportHeight);
  return scrollY > FLOATING_CTA_SHOW_AFTER_PX && distanceToBottom > FLOATING_CTA_HIDE_NEAR_BOTTOM_PX;
}

/** Remembers a dismissal for the tab's next pages; a reload of a page forgets it. */
export const DISMISSED_KEY = 'pv-floating-cta-dismissed';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isReload = () => (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

/** A reload of the page forgets an earlier dismissal; any other page load keeps it. Runs as the page starts. */
export function forgetDismissalOnReload() {
  if (isReload()) storage()?.removeItem(DISMISSED_KEY);
}
if (typeof window !== 'undefined') forgetDismissalOnReload();

const noChanges = () => () => {};
const dismissedEarlier = () => storage()?.getItem(DISMISSED_KEY) === '1';

const cta = { category: 'Floating Button', label: 'Sticky CTA - Start Assessment' } as const;

const wrapper = css({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 40,
  display: 'flex',
  alignItems: 'flex-start',
  [mq.md]: { display: 'none' },
});

// Wide enough that "Assessment", the longest line, keeps clear of the circle's edge.
const button = css({
  display: 'grid',
  placeItems: 'center',
  width: 108,
  height: 108,
  padding: '0.6rem',
  borderRadius: '50%',
  background: colors.amber,
  color: colors.navyDeep,
  fontWeight: 700,
  fontSize: '0.8rem',
  lineHeight: 1.15,
  textAlign: 'center',
  textDecoration: 'none',
  boxShadow: shadows.raised,
});

const dismiss = css({
  position: 'absolute',
  top: -8,
  right: -8,
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `2px solid ${colors.white}`,
  background: colors.navy,
  color: colors.white,
  cursor: 'pointer',
  lineHeight: 1,
});

/**
 * Phones only: a round shortcut to the assessment while reading a long page; an island of the
 * shell. Dismissed, it stays away on the following pages of the visit until a page is reloaded.
 */
export function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [dismissedNow, setDismissedNow] = useState(false);
  // Read once hydrated: the server knows nothing of this visit.
  const dismissed = useSyncExternalStore(noChanges, dismissedEarlier, () => false) || dismissedNow;

  useEffect(() => {
    if (dismissed) return;
    const update = () => setVisible(shouldShowFloatingCta(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [dismissed]);

  if (dismissed || !visible) return null;
  return (
    <aside css={wrapper} aria-label="Assessment shortcut" data-testid="floating-cta">
      <SiteLink href="/chart-my-course" css={button} cta={cta}>
        Start Free Assessment
      </SiteLink>
      <button
        type="button"
        css={dismiss}
        aria-label="Dismiss assessment shortcut"
        onClick={() => {
          storage()?.setItem(DISMISSED_KEY, '1');
          setDismissedNow(true);
          // The button goes away with the focus it holds: the focus moves to the page's content, not the document.
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        ×
      </button>
    </aside>
  );
}

export default island('floating-cta', FloatingCta);
