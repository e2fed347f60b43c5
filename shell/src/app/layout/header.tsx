import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { assessmentLink } from '@pv/shared/config/assessment-link';
import { island } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink } from '@pv/shared/ui/links';
import { colors, layout, mq, shadows } from '@pv/shared/theme/tokens';
import { headerNavigation, isGroup, type NavGroup } from '@pv/shared/contract/navigation';
import { HEADER_SCROLL_THRESHOLD_PX } from './navigation';
import { NavDropdown } from './nav-dropdown';
import { currentPage, navLinkStyle } from './nav-styles';
import { headerCta } from './header-cta';
import { MobileMenu } from './mobile-menu';
import { BrandMark } from './brand-mark';
import { useScrolledPast } from './use-scrolled-past';
import { useHydrated } from '@pv/shared/islands/use-hydrated';

/** The header's open states: one desktop dropdown, the mobile menu and its two accordions. */
export interface MenuState {
  dropdown: NavGroup['id'] | null;
  mobileMenu: boolean;
  accordion: Record<NavGroup['id'], boolean>;
}

export const allClosed: MenuState = { dropdown: null, mobileMenu: false, accordion: { about: false, programs: false } };

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

/**
 * The site header, an island of the shell: dropdowns, the phone menu and the scrolled style need
 * the browser; the current page's link is marked by the server from `path`.
 */
export function Header({ path: pathname }: HeaderProps) {
  const config = useSiteConfig();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // Until then, the menus work through CSS alone (hover and focus), as they do without JavaScript.
  const hydrated = useHydrated();
  const [menus, setMenus] = useState<MenuState>(allClosed);
  const [menusPath, setMenusPath] = useState(pathname);
  const mobileMenuId = useId();

  // Every open menu closes when the route changes.
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    setMenus(allClosed);
  }

  const ctaHref = assessmentLink(config, 'header');
  const mobileToggle = useRef<HTMLButtonElement>(null);
  // A phone menu opened before the island woke (through focus, the CSS path) stays open once state
  // drives it: a tap in the page's first seconds is not undone by hydration.
  useEffect(() => {
    const focused = document.activeElement;
    if (hydrated && focused && (focused === mobileToggle.current || document.getElementById(mobileMenuId)?.contains(focused)))
      setMenus((m) => ({ ...m, mobileMenu: true }));
  }, [hydrated, mobileMenuId]);
  // Escape closes the open mobile menu from anywhere in the header and gives the focus back to its
  // toggle (a desktop dropdown handles its own Escape first).
  const closeMobileMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menus.mobileMenu) return;
    setMenus((m) => ({ ...m, mobileMenu: false }));
    mobileToggle.current?.focus();
  };

  return (
    <header
      css={headerStyle}
      data-scrolled={scrolled || undefined}
      data-hydrated={hydrated || undefined}
      data-testid="site-header"
      onKeyDown={closeMobileMenuOnEscape}
    >
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
                  <NavDropdown
                    group={item}
                    path={pathname}
                    open={menus.dropdown === item.id}
                    active={item.links.some((link) => link.to === pathname)}
                    onOpenChange={(open) =>
                      setMenus((m) => ({ ...m, dropdown: open ? item.id : m.dropdown === item.id ? null : m.dropdown }))
                    }
                  />
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
          ref={mobileToggle}
          type="button"
          aria-expanded={menus.mobileMenu}
          aria-controls={mobileMenuId}
          aria-label={menus.mobileMenu ? 'Close menu' : 'Open menu'}
          onClick={() => setMenus((m) => ({ ...m, mobileMenu: !m.mobileMenu }))}
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
            {menus.mobileMenu ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <MobileMenu
        id={mobileMenuId}
        open={menus.mobileMenu}
        accordion={menus.accordion}
        onToggleAccordion={(id) => setMenus((m) => ({ ...m, accordion: { ...m.accordion, [id]: !m.accordion[id] } }))}
        ctaHref={ctaHref}
        path={pathname}
      />
    </header>
  );
}

export default island('header', Header);
