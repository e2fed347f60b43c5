// The frame every brand illustration is drawn in: a rounded panel of its own sky (so it reads on a
// navy or a paper background alike), clipped to its corners. Illustrations are decoration: hidden
// from assistive technology, no request of their own, never an image a browser waits for.
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';

/** Every scene is drawn in these coordinates. */
export const SCENE = { width: 560, height: 440, radius: 28 } as const;

const fill = css({ display: 'block', width: '100%', height: 'auto' });

interface SceneProps {
  sky: string;
  children: ReactNode;
  className?: string;
}

export function Scene({ sky, children, className }: SceneProps) {
  const clip = `scene${useId().replace(/:/g, '')}`;
  return (
    <svg
      viewBox={`0 0 ${SCENE.width} ${SCENE.height}`}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-illustration=""
      css={fill}
    >
      <defs>
        <clipPath id={clip}>
          <rect width={SCENE.width} height={SCENE.height} rx={SCENE.radius} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width={SCENE.width} height={SCENE.height} fill={sky} />
        {children}
      </g>
    </svg>
  );
}

/** Small stars: `[x, y, r]` each. */
export function Stars({ at, fill, opacity = 0.75 }: { at: readonly (readonly [number, number, number])[]; fill: string; opacity?: number }) {
  return (
    <g fill={fill} opacity={opacity}>
      {at.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  );
}
