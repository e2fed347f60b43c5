// Boston: Back Bay's towers, the State House's gold dome and a row of brownstones over the Charles,
// with the Zakim bridge and two sailboats: where the accelerator works and its founders meet.
import { art } from '@pv/shared/illustrations/palette';
import { Scene } from '@pv/shared/illustrations/scene';

const WATER = 318;

/** Lit windows: a grid of small cream rectangles over a building. */
function Windows({ x, y, columns, rows, gap = 12 }: { x: number; y: number; columns: number; rows: number; gap?: number }) {
  return (
    <g fill={art.cream} opacity={0.8}>
      {Array.from({ length: columns * rows }, (_, i) => (
        <rect key={i} x={x + (i % columns) * gap} y={y + Math.floor(i / columns) * 14} width={5} height={7} rx={1} />
      ))}
    </g>
  );
}

export function BostonScene({ className }: { className?: string }) {
  return (
    <Scene sky={art.cream} className={className}>
      <circle cx={436} cy={104} r={56} fill="none" stroke={art.amber} strokeOpacity={0.5} strokeWidth={1.5} />
      <circle cx={436} cy={104} r={42} fill={art.amber} />
      <g fill={art.mint} opacity={0.6}>
        <rect x={46} y={110} width={120} height={9} rx={4.5} />
        <rect x={86} y={125} width={70} height={9} rx={4.5} />
      </g>
      {/* Far towers. */}
      <g fill={art.mint}>
        <rect x={196} y={190} width={30} height={130} />
        <rect x={384} y={170} width={34} height={150} />
        <rect x={446} y={214} width={26} height={106} />
      </g>
      {/* The Prudential: tower, crown and mast. */}
      <path d="M232 120 H276 V320 H232Z M240 108 H268 V120 H240Z" fill={art.navySoft} />
      <path d="M254 108 V72" stroke={art.navySoft} strokeWidth={3} />
      <Windows x={238} y={132} columns={3} rows={12} />
      {/* The Hancock: a slim blue glass slab with its notched edge. */}
      <path d="M312 78 L348 70 V320 H306 V84Z" fill={art.teal} />
      <path d="M348 70 V320 H340 V72Z M318 96 L340 90 V104 L318 110Z" fill={art.mint} opacity={0.6} />
      {/* Mid-rise blocks. */}
      <rect x={276} y={214} width={34} height={106} fill={art.navy} />
      <Windows x={282} y={224} columns={2} rows={6} gap={14} />
      <rect x={352} y={236} width={40} height={84} fill={art.navySoft} />
      <Windows x={358} y={246} columns={3} rows={5} />
      {/* The State House: brick front, columns, the gold dome and its lantern. */}
      <rect x={112} y={262} width={96} height={58} fill={art.ember} />
      <path d="M104 262 H216 L160 240Z" fill={art.cream} />
      <g fill={art.cream}>
        {[124, 140, 156, 172, 188].map((x) => (
          <rect key={x} x={x} y={272} width={6} height={40} />
        ))}
      </g>
      <path d="M130 240 A30 30 0 0 1 190 240Z" fill={art.amber} />
      <rect x={155} y={198} width={10} height={14} fill={art.amber} />
      {/* A row of brownstones with bay windows. */}
      <path d="M12 262 H100 V320 H12Z" fill={art.ember} opacity={0.85} />
      <path d="M12 262 L34 248 L56 262 L78 248 L100 262Z" fill={art.navy} />
      <Windows x={20} y={272} columns={6} rows={3} gap={13} />
      {/* The Zakim bridge: two towers and their fans of cables over the deck. */}
      <g stroke={art.navy} strokeWidth={1.4} opacity={0.85}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <path key={i} d={`M458 ${176 + i * 6} L${420 - i * 12} 306 M458 ${176 + i * 6} L${496 + i * 10} 306 M528 ${186 + i * 6} L${500 + i * 4} 306 M528 ${186 + i * 6} L${556 + i * 8} 306`} />
        ))}
      </g>
      <path d="M448 306 L458 168 L468 306 M518 306 L528 178 L538 306" fill="none" stroke={art.navy} strokeWidth={5} strokeLinejoin="round" />
      <rect x={380} y={304} width={180} height={7} fill={art.navy} />
      {/* The Charles. */}
      <rect x={0} y={WATER} width={560} height={122} fill={art.tealMid} />
      <rect x={0} y={WATER} width={560} height={6} fill={art.teal} />
      <g stroke={art.mint} strokeWidth={2.5} strokeLinecap="round">
        <path d="M40 350 h36 M120 372 h28 M230 356 h44 M330 384 h30 M420 352 h40 M480 396 h34 M70 410 h40 M250 414 h26" />
      </g>
      {/* Two sailboats. */}
      <g transform="translate(300 392)">
        <path d="M0 0 L10 -52 L10 0Z M14 0 L14 -44 L36 0Z" fill={art.white} />
        <path d="M-8 4 H44 L36 14 H0Z" fill={art.navy} />
      </g>
      <g transform="translate(120 360) scale(0.7)">
        <path d="M0 0 L10 -52 L10 0Z M14 0 L14 -44 L36 0Z" fill={art.amberSoft} />
        <path d="M-8 4 H44 L36 14 H0Z" fill={art.navy} />
      </g>
    </Scene>
  );
}
