import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { assessmentLink } from '@pv/shared/config/assessment-link';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink } from '@pv/shared/ui/links';
import { colors, layout, mq, shadows } from '@pv/shared/theme/tokens';
import { headerNavigation, isGroup } from '@pv/shared/contract/navigation';
import { NavDropdown } from './nav-dropdown';
import { currentPage, navLinkStyle } from './nav-styles';
import { headerCta } from './header-cta';
import { MobileMenu } from './mobile-menu';
import { BrandMark } from './brand-mark';
import { HEADER_ATTRIBUTE, MOBILE_TOGGLE_ATTRIBUTE, MOBILE_TOGGLE_LABELS } from './header-menus';

const headerStyle = css({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 50,
  height: layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  background: 'rgba(248, 245, 239, 0.92)',
  backdropFilter: 'saturate(160%) blur(8px)',
  transition: 'box-shadow 200ms ease, background-color 200ms ease, height 200ms ease',
  '&[data-scrolled]': { background: colors.white, boxShadow: shadows.card, height: '4rem' },
});

const desktopOnly = css({ display: 'none', [mq.lg]: { display: 'flex' } });

interface HeaderProps {
  /** The path of the page: its link is marked as the current page. */
  path: string;
}

/** The id of the phone menu, which its toggle controls. */
const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The site header, rendered by the server with every menu closed and the current page's link
 * marked from `path`; its menus and scrolled style are driven by the boot script (./header-menus.ts).
 */
export function Header({ path: pathname }: HeaderProps) {
  const config = useSiteConfig();
  const ctaHref = assessmentLink(config, 'header');

  return (
    <header css={headerStyle} {...{ [HEADER_ATTRIBUTE]: '' }} data-testid="site-header">
      <div
        css={css({
          width: '100%',
          maxWidth: layout.maxWidth,
          margin: '0 auto',
          padding: '0 1.25rem',
          display: 'flex',
          alignItems: 'center',
          gap: '1rem',
        })}
      >
        <SiteLink
          href="/"
          aria-label={`${config.brand} home`}
          css={css({ display: 'flex', alignItems: 'center', gap: '0.6rem', textDecoration: 'none', marginRight: 'auto' })}
        >
          <BrandMark />
          <span css={css({ fontWeight: 700, color: colors.navy, fontSize: '1.1rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' })}>
            {config.brand}
          </span>
        </SiteLink>
        <nav aria-label="Main" css={desktopOnly}>
          <ul css={css({ display: 'flex', alignItems: 'center', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 })}>
            {headerNavigation.map((item) =>
              isGroup(item) ? (
                <li key={item.id}>
                  <NavDropdown group={item} path={pathname} active={item.links.some((link) => link.to === pathname)} />
                </li>
              ) : (
                <li key={item.to}>
                  <SiteLink href={item.to} aria-current={currentPage(pathname, item.to)} css={navLinkStyle}>
                    {item.label}
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div css={desktopOnly}>
          <ExternalLink href={ctaHref} category="Header" cta={headerCta} variant="primary">
            Start Free Assessment
          </ExternalLink>
        </div>
        <button
          type="button"
          aria-expanded={false}
          aria-controls={MOBILE_MENU_ID}
          aria-label={MOBILE_TOGGLE_LABELS.open}
          {...{ [MOBILE_TOGGLE_ATTRIBUTE]: '' }}
          css={css({
            display: 'inline-flex',
            minWidth: 44,
            minHeight: 44,
            alignItems: 'center',
            justifyContent: 'center',
            background: 'none',
            border: 0,
            color: colors.navy,
            cursor: 'pointer',
            [mq.lg]: { display: 'none' },
            '&[aria-expanded="true"] .when-closed, &[aria-expanded="false"] .when-open': { display: 'none' },
          })}
        >
          <svg
            aria-hidden="true"
            width="26"
            height="26"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path className="when-open" d="M6 6l12 12M18 6L6 18" />
            <path className="when-closed" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} ctaHref={ctaHref} path={pathname} />
    </header>
  );
}
