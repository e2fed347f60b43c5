import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { colors, radii, shadows } from '@pv/shared/theme/tokens';
import type { NavGroup } from '@pv/shared/contract/navigation';
import { DROPDOWN_ATTRIBUTE, HEADER_SCRIPTED_ATTRIBUTE } from './header-menus';
import { currentPage, navLinkStyle } from './nav-styles';

interface NavDropdownProps {
  group: NavGroup;
  /** The page's path, to mark its link. */
  path: string;
  active: boolean;
}

const triggerStyle = css({
  background: 'none',
  border: 0,
  cursor: 'pointer',
  svg: { transition: 'transform 150ms' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

const menuStyle = css({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  minWidth: '15rem',
  margin: 0,
  padding: '0.5rem',
  listStyle: 'none',
  background: colors.white,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
  border: `1px solid ${colors.line}`,
  a: {
    display: 'block',
    padding: '0.6rem 0.75rem',
    borderRadius: radii.sm,
    color: colors.ink,
    textDecoration: 'none',
    '&:hover': { background: colors.paper, color: colors.navy },
    '&[aria-current="page"]': { color: colors.teal, fontWeight: 600 },
  },
  // Without JavaScript (or before it runs) the menu still opens on hover and keyboard focus.
  [`header:not([${HEADER_SCRIPTED_ATTRIBUTE}]) div:hover > &[hidden], header:not([${HEADER_SCRIPTED_ATTRIBUTE}]) div:focus-within > &[hidden]`]:
    { display: 'block' },
});

/**
 * Desktop disclosure menu, closed as the server renders it; the boot script opens it on hover
 * (after 300 ms, closing 150 ms after the pointer leaves), click and keyboard focus (./header-menus.ts).
 */
export function NavDropdown({ group, path, active }: NavDropdownProps) {
  const menuId = `nav-${group.id}`;
  return (
    <div css={css({ position: 'relative' })} {...{ [DROPDOWN_ATTRIBUTE]: '' }}>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={menuId}
        data-active={active || undefined}
        css={[navLinkStyle, triggerStyle]}
      >
        {group.label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={menuId} css={menuStyle} hidden>
        {group.links.map((link) => (
          <li key={link.to}>
            <SiteLink href={link.to} aria-current={currentPage(path, link.to)}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
