// Founders at work: a mentor at the whiteboard, two founders at their laptops, the numbers going
// the right way, and Boston through the window.
import { art } from '@pv/shared/illustrations/palette';
import { Person } from '@pv/shared/illustrations/person';
import { Scene } from '@pv/shared/illustrations/scene';

const TABLE = 330;

function Laptop({ x, facing }: { x: number; facing: 'left' | 'right' }) {
  const flip = facing === 'left' ? ' scale(-1 1)' : '';
  return (
    <g transform={`translate(${x} ${TABLE})${flip}`}>
      <path d="M-26 0 L-18 -44 H22 L14 0Z" fill={art.navySoft} />
      <path d="M-13 -34 H12 M-14 -26 H4 M-15 -18 H8" stroke={art.mint} strokeWidth={3} strokeLinecap="round" />
      <rect x={-30} y={-3} width={52} height={5} rx={2} fill={art.navy} />
    </g>
  );
}

export function FoundersScene({ className }: { className?: string }) {
  return (
    <Scene sky={art.tealLight} className={className}>
      {/* The window: a strip of Boston at dusk. */}
      <rect x={36} y={54} width={170} height={150} rx={10} fill={art.navy} />
      <circle cx={160} cy={112} r={20} fill={art.amber} />
      <path d="M36 204 V160 H60 V138 H78 V168 H98 V120 H118 V176 H140 V150 H160 V184 H206 V204Z" fill={art.navySoft} />
      <path d="M121 54 V204 M36 128 H206" stroke={art.tealLight} strokeWidth={6} />
      <rect x={28} y={200} width={186} height={10} rx={4} fill={art.cream} />
      {/* The whiteboard: a chart that climbs, and the week's notes. */}
      <rect x={262} y={58} width={256} height={170} rx={8} fill={art.white} stroke={art.navySoft} strokeWidth={6} />
      <g fill={art.tealMid}>
        <rect x={292} y={176} width={22} height={30} rx={3} />
        <rect x={324} y={160} width={22} height={46} rx={3} />
        <rect x={356} y={142} width={22} height={64} rx={3} />
      </g>
      <rect x={388} y={112} width={22} height={94} rx={3} fill={art.amber} />
      <path d="M292 160 L336 138 L364 122 L400 90" fill="none" stroke={art.navy} strokeWidth={3} strokeLinecap="round" strokeDasharray="2 7" />
      <path d="M390 86 L402 88 L398 100" fill="none" stroke={art.navy} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      <rect x={436} y={84} width={56} height={34} rx={3} fill={art.amberSoft} />
      <rect x={440} y={128} width={50} height={30} rx={3} fill={art.mint} />
      <rect x={436} y={168} width={56} height={34} rx={3} fill={art.amberSoft} />
      <path d="M290 228 L280 300 M490 228 L500 300" stroke={art.navySoft} strokeWidth={6} strokeLinecap="round" />
      {/* The floor. */}
      <rect x={0} y={372} width={560} height={68} fill={art.mint} />
      {/* The mentor at the board. */}
      <Person x={508} y={392} pose="stand" facing="left" skin={art.skin[2]} hair={art.hair[0]} shirt={art.teal} reach />
      {/* Two founders at the table. */}
      <Person x={110} y={352} pose="sit" skin={art.skin[0]} hair={art.hair[1]} shirt={art.amber} />
      <Person x={330} y={352} pose="sit" facing="left" skin={art.skin[1]} hair={art.hair[2]} shirt={art.navySoft} />
      <rect x={60} y={TABLE} width={330} height={12} rx={4} fill={art.navy} />
      <path d="M84 342 V410 M366 342 V410" stroke={art.navy} strokeWidth={8} strokeLinecap="round" />
      <Laptop x={168} facing="left" />
      <Laptop x={276} facing="right" />
      {/* A mug and a plant. */}
      <path d="M214 330 V310 H232 V330Z" fill={art.cream} />
      <path d="M232 314 h5 a5 5 0 0 1 0 10 h-5" fill="none" stroke={art.cream} strokeWidth={3} />
      <path d="M16 372 L22 336 H50 L56 372Z" fill={art.amber} />
      <path d="M36 336 C20 310 16 290 26 270 C36 290 40 310 36 336Z M36 336 C46 306 62 296 74 290 C70 312 56 328 36 336Z" fill={art.teal} />
    </Scene>
  );
}
