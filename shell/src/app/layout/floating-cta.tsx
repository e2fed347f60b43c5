import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { trackCtaClick } from '@pv/shared/analytics/analytics';
import { colors, mq, shadows } from '@pv/shared/theme/tokens';

/** docs/behaviour.md, "Every page": shown after 800 px of scroll, hidden within 400 px of the page bottom. */
export const FLOATING_CTA_SHOW_AFTER_PX = 800;
export const FLOATING_CTA_HIDE_NEAR_BOTTOM_PX = 400;

export function shouldShowFloatingCta(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const distanceToBottom = pageHeight - (scrollY + viewportHeight);
  return scrollY > FLOATING_CTA_SHOW_AFTER_PX && distanceToBottom > FLOATING_CTA_HIDE_NEAR_BOTTOM_PX;
}

const wrapper = css({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 40,
  display: 'flex',
  alignItems: 'flex-start',
  [mq.md]: { display: 'none' },
});

const button = css({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  padding: '0.75rem',
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

/** Phones only: a round shortcut to the assessment while reading a long page. */
export const FloatingCta = memo(function FloatingCta() {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);

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
    <div css={wrapper} data-testid="floating-cta">
      <Link to="/chart-my-course" css={button} onClick={() => trackCtaClick('Floating Button', 'Sticky CTA - Start Assessment')}>
        Start Free Assessment
      </Link>
      <button type="button" css={dismiss} aria-label="Dismiss assessment shortcut" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
});
