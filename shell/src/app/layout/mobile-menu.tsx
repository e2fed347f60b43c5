import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink } from '@pv/shared/ui/links';
import { breakpoints, colors, layout, mq, shadows } from '@pv/shared/theme/tokens';
import { headerNavigation, isGroup, type NavGroup } from '@pv/shared/contract/navigation';
import { currentPage } from './nav-styles';
import { headerCta } from './header-cta';

interface MobileMenuProps {
  id: string;
  open: boolean;
  accordion: Record<NavGroup['id'], boolean>;
  onToggleAccordion: (id: NavGroup['id']) => void;
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
    'header:not([data-hydrated]):focus-within &[hidden], header:not([data-hydrated]) & .sub[hidden]': { display: 'block' },
    'header:not([data-hydrated]) & button.accordion': { display: 'none' },
  },
});

/** Phones and tablets: the menu under the toggle, groups as accordions. */
export function MobileMenu({ id, open, accordion, onToggleAccordion, ctaHref, path: pathname }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Mobile" css={panel} hidden={!open}>
      <ul>
        {headerNavigation.map((item) =>
          isGroup(item) ? (
            <li key={item.id}>
              <button
                type="button"
                className="accordion"
                aria-expanded={accordion[item.id]}
                aria-controls={`${id}-${item.id}`}
                data-active={item.links.some((l) => l.to === pathname) || undefined}
                onClick={() => onToggleAccordion(item.id)}
              >
                {item.label}
                <span aria-hidden="true">{accordion[item.id] ? '−' : '+'}</span>
              </button>
              <ul id={`${id}-${item.id}`} className="sub" hidden={!accordion[item.id]}>
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
