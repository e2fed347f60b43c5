import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { colors, radii, shadows } from '@pv/shared/theme/tokens';
import type { NavGroup } from '@pv/shared/contract/navigation';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS } from './navigation';
import { currentPage, navLinkStyle } from './nav-styles';

interface NavDropdownProps {
  group: NavGroup;
  /** The page's path, to mark its link. */
  path: string;
  open: boolean;
  active: boolean;
  onOpenChange: (open: boolean) => void;
}

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
  'header:not([data-hydrated]) div:hover > &[hidden], header:not([data-hydrated]) div:focus-within > &[hidden]': { display: 'block' },
});

/** Desktop disclosure menu: hover opens after 300 ms and closes 150 ms after leaving. */
export function NavDropdown({ group, path, open, active, onOpenChange }: NavDropdownProps) {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus returned to the trigger after Escape must not reopen the menu.
  const returningFocus = useRef(false);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onOpenChange(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <div
      css={css({ position: 'relative' })}
      // Hover is for pointers that hover; a tap is a click.
      onPointerEnter={(e) => e.pointerType !== 'touch' && schedule(true, DROPDOWN_OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType !== 'touch' && schedule(false, DROPDOWN_CLOSE_DELAY_MS)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-active={active || undefined}
        css={[navLinkStyle, css({ background: 'none', border: 0, cursor: 'pointer' })]}
        onFocus={(e) => {
          // Keyboard focus opens the menu; a mouse click focuses too and is handled by onClick.
          if (!returningFocus.current && e.currentTarget.matches(':focus-visible')) {
            clearTimeout(timer.current);
            onOpenChange(true);
          }
        }}
        onClick={() => {
          clearTimeout(timer.current);
          onOpenChange(!open);
        }}
      >
        {group.label}
        <svg
          aria-hidden="true"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          css={css({ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' })}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={menuId} css={menuStyle} hidden={!open}>
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
