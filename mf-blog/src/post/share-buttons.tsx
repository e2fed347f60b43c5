// A post's share buttons: each opens the network's share dialog in a 600x400 window and records a
// `button_click` (Blog Share, the network). Plain server HTML, which the boot script drives
// (@pv/shared/ui/popup-buttons): a post's page downloads no React for them. Without JavaScript
// they could do nothing, and are not shown.
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { popupButtonAttributes } from '@pv/shared/ui/popup-buttons';
import { colors, radii } from '@pv/shared/theme/tokens';
import { SHARE_POPUP } from '../config/blog';
import { postCopy } from '../content/blog-copy';

export type ShareNetwork = 'Twitter' | 'LinkedIn' | 'Facebook';

/** The share-intent URL of each network for a post. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'Twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}

/** The analytics category of a share. */
export const SHARE_CATEGORY = 'Blog Share';

const networks: ReadonlyArray<{ id: ShareNetwork; label: string; icon: ReactNode }> = [
  {
    id: 'Twitter',
    label: 'X (Twitter)',
    icon: (
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57L16.67 19.2Z" />
    ),
  },
  {
    id: 'LinkedIn',
    label: 'LinkedIn',
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.92 1.3-1.92 2.64V21h-4V9.75Z" />
    ),
  },
  {
    id: 'Facebook',
    label: 'Facebook',
    icon: (
      <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.87.3-1.6 1.6-1.6h1.5V4.3c-.3-.04-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.4H8v3h2.5V21h3Z" />
    ),
  },
];

const wrap = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  p: {
    margin: '0 0.35rem 0 0',
    fontSize: '0.85rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: colors.inkMuted,
  },
});

const buttonStyle = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  background: colors.white,
  color: colors.navy,
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  '&:hover': { background: colors.navy, color: colors.white, borderColor: colors.navy },
});

/** A button per network that opens its share dialog for the post at `url`. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div css={wrap} role="group" aria-label={postCopy.share} data-needs-scripts="">
      <p aria-hidden="true">Share</p>
      {networks.map((network) => (
        <button
          key={network.id}
          type="button"
          css={buttonStyle}
          aria-label={postCopy.shareOn(network.label)}
          title={postCopy.shareOn(network.label)}
          {...popupButtonAttributes({
            url: shareUrl(network.id, url, title),
            size: SHARE_POPUP,
            category: SHARE_CATEGORY,
            label: network.id,
          })}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            {network.icon}
          </svg>
        </button>
      ))}
    </div>
  );
}
