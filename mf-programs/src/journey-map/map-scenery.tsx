// The ground under the journey map's markers: a river and the roads from the hub to each destination.
import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';
import type { Destination } from './journey-map-content';

const sceneryStyle = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', borderRadius: radii.lg });

/** The roads from the hub (the first destination) to every other destination, under the markers. */
export function Scenery({ destinations }: { destinations: readonly Destination[] }) {
  const [hub, ...others] = destinations;
  if (!hub) return null;
  return (
    <svg css={sceneryStyle} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path
        d="M0 78 C 22 70, 38 90, 62 80 S 92 66, 100 72"
        fill="none"
        stroke="#9ED9D0"
        strokeWidth="5"
        vectorEffect="non-scaling-stroke"
      />
      {others.map((destination) => (
        <line
          key={destination.id}
          x1={hub.position.x}
          y1={hub.position.y}
          x2={destination.position.x}
          y2={destination.position.y}
          stroke={colors.navySoft}
          strokeOpacity={0.35}
          strokeWidth="2.5"
          strokeDasharray="6 6"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
