// A person drawn in the illustrations' flat style: standing, or seated (thighs forward), facing
// right unless `facing="left"`; (x, y) is where the feet stand or the seat is.
import { art } from '@pv/shared/illustrations/palette';

export interface PersonProps {
  x: number;
  y: number;
  pose: 'stand' | 'sit';
  facing?: 'left' | 'right';
  skin: string;
  hair: string;
  shirt: string;
  trousers?: string;
  /** A raised forearm: pointing at a board, holding up a cup. */
  reach?: boolean;
}

const limb = { strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

export function Person({ x, y, pose, facing = 'right', skin, hair, shirt, trousers = art.navyDeep, reach = false }: PersonProps) {
  const flip = facing === 'left' ? ' scale(-1 1)' : '';
  return (
    <g transform={`translate(${x} ${y})${flip}`}>
      {pose === 'stand' ? (
        <>
          <path d="M-6 -58 L-8 0 M6 -58 L9 0" stroke={trousers} strokeWidth={10} {...limb} />
          <path d="M-17 -56 L-15 -98 Q0 -106 15 -98 L17 -56Z" fill={shirt} />
          <path d="M-13 -94 L-20 -62" stroke={shirt} strokeWidth={8} {...limb} />
          <path d={reach ? 'M13 -94 L30 -104 L44 -128' : 'M13 -94 L20 -62'} stroke={shirt} strokeWidth={8} {...limb} />
          {reach ? <circle cx={45} cy={-131} r={4.5} fill={skin} /> : null}
          <circle cx={0} cy={-114} r={12} fill={skin} />
          <path d="M-12 -114 A12 12 0 0 1 12 -116 Q4 -121 -6 -118 Q-10 -114 -12 -106Z" fill={hair} />
        </>
      ) : (
        <>
          <path d="M-4 0 H24 L26 30" stroke={trousers} strokeWidth={11} {...limb} />
          <path d="M-15 4 L-12 -38 Q-1 -46 11 -38 L10 4Z" fill={shirt} />
          <path d={reach ? 'M4 -34 L22 -38 L30 -56' : 'M4 -34 L16 -16 L30 -14'} stroke={shirt} strokeWidth={8} {...limb} />
          <circle cx={reach ? 31 : 32} cy={reach ? -59 : -14} r={4.5} fill={skin} />
          <circle cx={0} cy={-56} r={12} fill={skin} />
          <path d="M-12 -56 A12 12 0 0 1 12 -58 Q4 -63 -6 -60 Q-10 -56 -12 -48Z" fill={hair} />
        </>
      )}
    </g>
  );
}
