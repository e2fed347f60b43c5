// The small drawings on the founder path cards, inline so they cost no request.
import type { ReactNode } from 'react';
import type { PathIcon as PathIconName } from './founder-paths';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const drawings: Record<PathIconName, ReactNode> = {
  spark: (
    <>
      <path d="M16 4v6M16 22v6M4 16h6M22 16h6M7.5 7.5l4 4M20.5 20.5l4 4M24.5 7.5l-4 4M11.5 20.5l-4 4" {...stroke} />
      <circle cx="16" cy="16" r="2.5" fill="currentColor" />
    </>
  ),
  repeat: (
    <>
      <path d="M7 13a9 9 0 0 1 15.5-5.5L25 10M25 4v6h-6" {...stroke} />
      <path d="M25 19a9 9 0 0 1-15.5 5.5L7 22M7 28v-6h6" {...stroke} />
    </>
  ),
  lens: (
    <>
      <circle cx="14" cy="14" r="8" {...stroke} />
      <path d="M20 20l7 7M11 14h6M14 11v6" {...stroke} />
    </>
  ),
};

export function PathIcon({ name }: { name: PathIconName }) {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {drawings[name]}
    </svg>
  );
}
