// The journey map's marker symbols, drawn inline in a 24-unit box with the marker's ink colour.
import type { ReactNode } from 'react';
import type { DestinationIcon as IconName } from './journey-map-content';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.9, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const symbols: Record<IconName, ReactNode> = {
  hub: (
    <>
      <path d="M4 11.5 12 5l8 6.5" {...line} />
      <path d="M6.5 10v8.5h11V10" {...line} />
      <path d="M10.5 18.5v-4h3v4" {...line} />
    </>
  ),
  academy: (
    <>
      <path d="M3 9.5 12 5l9 4.5-9 4.5z" {...line} />
      <path d="M7 11.5v4c1.5 1.6 3.2 2.3 5 2.3s3.5-.7 5-2.3v-4M21 9.5V14" {...line} />
    </>
  ),
  workshop: (
    <>
      <path d="M14.5 6.5a3.5 3.5 0 0 0 4.6 4.6l-8 8a2 2 0 0 1-2.8-2.8l8-8a3.5 3.5 0 0 0-1.8-1.8z" {...line} />
      <path d="M5 5l3.5 3.5" {...line} />
    </>
  ),
  tower: (
    <>
      <path d="M9 20V8l3-3.5L15 8v12M6.5 20h11M9 12h6M9 16h6" {...line} />
    </>
  ),
  plaza: (
    <>
      <circle cx="8" cy="8.5" r="2.3" {...line} />
      <circle cx="16" cy="8.5" r="2.3" {...line} />
      <path d="M3.5 18c.6-2.8 2.2-4.3 4.5-4.3s3.9 1.5 4.5 4.3M11.5 18c.6-2.8 2.2-4.3 4.5-4.3s3.9 1.5 4.5 4.3" {...line} />
    </>
  ),
  archives: (
    <>
      <path d="M5 5.5h5.5v13H5zM10.5 5.5H16v13h-5.5z" {...line} />
      <path d="m16 6.5 3.2-.8 2.3 12.2-3.2.8z" {...line} />
    </>
  ),
  observatory: (
    <>
      <path d="M5 17.5a7 7 0 0 1 14 0z" {...line} />
      <path d="m12 10.5 4.5-5M4 20h16" {...line} />
      <circle cx="18.5" cy="4.5" r="0.6" fill="currentColor" />
    </>
  ),
};

export function DestinationSymbol({ icon, size = 24 }: { icon: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {symbols[icon]}
    </svg>
  );
}
