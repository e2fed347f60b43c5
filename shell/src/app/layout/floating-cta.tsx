// The floating call to action, an island of the shell: a round shortcut to the assessment on
// phones, shown after 800 px of scroll and hidden near the page's bottom. The server renders it
// hidden; in the browser startFloatingCta (floating-cta-start.ts), a script island with no React,
// shows it while the reader is far enough down and remembers a dismissal (docs/decisions/0032-react-islands.md).
import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { colors, mq, shadows } from '@pv/shared/theme/tokens';
import { startFloatingCta } from './floating-cta-start';

const cta = { category: 'Floating Button', label: 'Sticky CTA - Start Assessment' } as const;

const wrapper = css({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 40,
  display: 'flex',
  alignItems: 'flex-start',
  '&[hidden]': { display: 'none' },
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
 * Phones only: a round shortcut to the assessment while reading a long page. Dismissed, it stays
 * away on the following pages of the visit until a page is reloaded.
 */
function FloatingCta() {
  return (
    <aside css={wrapper} aria-label="Assessment shortcut" data-testid="floating-cta" data-floating-cta="" hidden>
      <SiteLink href="/chart-my-course" css={button} cta={cta}>
        Start Free Assessment
      </SiteLink>
      <button type="button" css={dismiss} aria-label="Dismiss assessment shortcut" data-dismiss="">
        ×
      </button>
    </aside>
  );
}

export default scriptIsland('floating-cta', FloatingCta, startFloatingCta);
