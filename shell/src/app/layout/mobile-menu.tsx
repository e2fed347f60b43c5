import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink } from '@pv/shared/ui/links';
import { breakpoints, colors, layout, mq, shadows } from '@pv/shared/theme/tokens';
import { headerNavigation, isGroup } from '@pv/shared/contract/navigation';
import { ACCORDION_ATTRIBUTE, ACCORDION_SIGNS, HEADER_SCRIPTED_ATTRIBUTE } from './header-menus';
import { currentPage } from './nav-styles';
import { headerCta } from './header-cta';

interface MobileMenuProps {
  id: string;
  ctaHref: string;
  /** The page's path, to mark its link. */
  path: string;
}

const panel = css({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${layout.headerHeight})`,
  overflowY: 'auto',
  background: colors.white,
  boxShadow: shadows.raised,
  padding: '0.75rem 1.25rem 1.5rem',
  [mq.lg]: { display: 'none' },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  // The menu's rows; the call to action under them keeps its button style.
  'li > a, button.accordion': {
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    alignItems: 'center',
    minHeight: 48,
    padding: '0.5rem 0.25rem',
    color: colors.navy,
    fontWeight: 500,
    textDecoration: 'none',
    background: 'none',
    border: 0,
    borderBottom: `1px solid ${colors.line}`,
    cursor: 'pointer',
    textAlign: 'left',
  },
  'li > a[aria-current="page"]': { color: colors.teal, fontWeight: 700 },
  '.sub a': { paddingLeft: '1rem', fontWeight: 400 },
  // Without JavaScript the toggle still works through focus, with every group expanded.
  [`@media (max-width: ${breakpoints.lg - 1}px)`]: {
    [`header:not([${HEADER_SCRIPTED_ATTRIBUTE}]):focus-within &[hidden], header:not([${HEADER_SCRIPTED_ATTRIBUTE}]) & .sub[hidden]`]: {
      display: 'block',
    },
    [`header:not([${HEADER_SCRIPTED_ATTRIBUTE}]) & button.accordion`]: { display: 'none' },
  },
});

/** Phones and tablets: the menu under the toggle, groups as accordions, closed as the server renders it (./header-menus.ts opens them). */
export function MobileMenu({ id, ctaHref, path: pathname }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Mobile" css={panel} hidden>
      <ul>
        {headerNavigation.map((item) =>
          isGroup(item) ? (
            <li key={item.id}>
              <button
                type="button"
                className="accordion"
                aria-expanded={false}
                aria-controls={`${id}-${item.id}`}
                data-active={item.links.some((l) => l.to === pathname) || undefined}
                {...{ [ACCORDION_ATTRIBUTE]: '' }}
              >
                {item.label}
                <span aria-hidden="true">{ACCORDION_SIGNS.closed}</span>
              </button>
              <ul id={`${id}-${item.id}`} className="sub" hidden>
                {item.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink href={link.to} aria-current={currentPage(pathname, link.to)}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.to}>
              <SiteLink href={item.to} aria-current={currentPage(pathname, item.to)}>
                {item.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
      <div css={css({ marginTop: '1rem' })}>
        <ExternalLink href={ctaHref} category="Header" cta={headerCta} variant="primary" css={css({ width: '100%' })}>
          Take Compass Assessment
        </ExternalLink>
      </div>
    </nav>
  );
}
