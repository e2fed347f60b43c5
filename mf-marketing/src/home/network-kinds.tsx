// The kinds of investors and partners founders meet through the network, each beside a symbol of
// its kind, in plain words: no names or logos of firms (docs/content.md, "People").
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { LineIcon } from '../components/line-icon';

export type NetworkKindIcon = 'angels' | 'seed' | 'venture' | 'corporate' | 'services' | 'operators';

export interface NetworkKind {
  icon: NetworkKindIcon;
  label: string;
}

const ICON_PX = 24;

const icons: Record<NetworkKindIcon, ReactNode> = {
  angels: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <circle cx="16.5" cy="9.5" r="2.5" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5M14 14.6c.8-.4 1.6-.6 2.5-.6 2.2 0 3.8 1.5 4.2 4" />
    </>
  ),
  seed: <path d="M12 20v-7M12 13c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5zM12 15.5c0-3-2.1-5-5.5-5 0 3 2.1 5 5.5 5zM7 20h10" />,
  venture: <path d="M4 19h16M6 15l4-4 3 3 5-6M15 8h3v3" />,
  corporate: <path d="M5 20V5.5h9V20M14 9.5h5V20M3.5 20h17M8 9h3M8 12.5h3M8 16h3M16.5 13h1M16.5 16.5h1" />,
  services: <path d="M4 8.5h16v10.5H4zM9 8.5V6.5c0-.8.7-1.5 1.5-1.5h3c.8 0 1.5.7 1.5 1.5v2M4 13h16" />,
  operators: (
    <path d="M5 6h10a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H10l-3.5 3v-3H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM17 10h2a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-1v2l-2.5-2" />
  ),
};

// One to a row on phones, up to three from the medium breakpoint, with no hole (balanced-grid.ts).
const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  [mq.md]: { gap: '1rem' },
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    padding: '0.85rem 1rem',
    borderRadius: radii.md,
    background: colors.paper,
    color: colors.ink,
    fontWeight: 600,
    lineHeight: 1.3,
  },
  svg: { flex: 'none', color: colors.teal },
});

export function NetworkKinds({ kinds, label }: { kinds: readonly NetworkKind[]; label: string }) {
  const grid = balancedGrid(kinds.length, { base: 1, md: 3, lg: 3 });
  return (
    <ul role="list" css={[listStyle, grid.tracks]} aria-label={label}>
      {kinds.map((kind, index) => (
        <li key={kind.icon} css={grid.cell(index)}>
          <LineIcon size={ICON_PX}>{icons[kind.icon]}</LineIcon>
          {kind.label}
        </li>
      ))}
    </ul>
  );
}
