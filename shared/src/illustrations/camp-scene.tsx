// Camp: founders around a fire between two tents under the stars, string lights overhead: the
// evenings, office hours and workshops where the community meets.
import { useId } from 'react';
import { art } from '@pv/shared/illustrations/palette';
import { Person } from '@pv/shared/illustrations/person';
import { Scene, Stars } from '@pv/shared/illustrations/scene';

const stars = [
  [36, 40, 1.6],
  [84, 90, 1.2],
  [140, 36, 1.4],
  [196, 72, 1.8],
  [248, 30, 1.2],
  [318, 60, 1.4],
  [372, 28, 1.2],
  [402, 96, 1],
  [520, 150, 1.4],
  [540, 40, 1.2],
  [112, 150, 1],
] as const;

/** Bulbs along the string between the tents' poles. */
const bulbs = [172, 204, 236, 268, 300, 332, 364, 396].map((x) => {
  const t = (x - 150) / 270;
  return [x, (1 - t) * (1 - t) * 214 + 2 * (1 - t) * t * 268 + t * t * 226] as const;
});

function Tent({ x, width, height, body, shade }: { x: number; width: number; height: number; body: string; shade: string }) {
  const ground = 336;
  const half = width / 2;
  return (
    <g>
      <path d={`M${x - half} ${ground} L${x} ${ground - height} L${x + half} ${ground}Z`} fill={body} />
      <path d={`M${x} ${ground - height} L${x + half} ${ground} H${x + half * 0.3}Z`} fill={shade} />
      <path d={`M${x - half * 0.28} ${ground} L${x} ${ground - height * 0.55} L${x + half * 0.2} ${ground}Z`} fill={art.navyDeep} />
      <path d={`M${x} ${ground - height} l-8 -12 M${x} ${ground - height} l8 -12`} stroke={art.cream} strokeWidth={2} strokeLinecap="round" />
    </g>
  );
}

export function CampScene({ className }: { className?: string }) {
  const glow = `glow${useId().replace(/:/g, '')}`;
  return (
    <Scene sky={art.nightSky} className={className}>
      <defs>
        <radialGradient id={glow}>
          <stop offset="0" stopColor={art.amber} stopOpacity={0.45} />
          <stop offset="1" stopColor={art.amber} stopOpacity={0} />
        </radialGradient>
      </defs>
      <Stars at={stars} fill={art.cream} />
      <circle cx={470} cy={84} r={30} fill={art.cream} />
      <circle cx={484} cy={74} r={27} fill={art.nightSky} />
      <path d="M0 262 L80 196 L140 236 L230 150 L320 232 L390 186 L470 250 L560 196 V440 H0Z" fill={art.navySoft} />
      <path d="M0 320 C90 280 170 300 260 318 C350 336 450 290 560 300 V440 H0Z" fill={art.tealDeep} />
      <path d="M0 340 C120 330 200 332 290 336 C380 340 470 330 560 334 V440 H0Z" fill={art.navy} />
      <ellipse cx={286} cy={352} rx={150} ry={110} fill={`url(#${glow})`} />
      <Tent x={150} width={150} height={112} body={art.amber} shade={art.ember} />
      <Tent x={424} width={128} height={96} body={art.tealMid} shade={art.teal} />
      <path d="M150 212 Q282 322 420 228" fill="none" stroke={art.cream} strokeOpacity={0.5} strokeWidth={1.2} />
      <g fill={art.amberSoft}>
        {bulbs.map(([cx, cy]) => (
          <circle key={cx} cx={cx} cy={cy + 4} r={3.4} />
        ))}
      </g>
      {/* The fire: two logs and its flames. */}
      <path d="M256 372 L316 356 M258 356 L314 372" stroke={art.hair[1]} strokeWidth={9} strokeLinecap="round" />
      <path d="M286 300 C304 326 310 342 298 360 H274 C262 342 270 322 286 300Z" fill={art.ember} />
      <path d="M288 320 C298 336 300 348 294 360 H278 C274 348 278 334 288 320Z" fill={art.amber} />
      <path d="M287 338 C292 346 292 354 290 360 H282 C281 352 283 346 287 338Z" fill={art.amberSoft} />
      {/* The logs they sit on. */}
      <rect x={176} y={382} width={54} height={14} rx={7} fill={art.navySoft} />
      <rect x={342} y={382} width={54} height={14} rx={7} fill={art.navySoft} />
      <Person x={206} y={378} pose="sit" skin={art.skin[1]} hair={art.hair[0]} shirt={art.tealMid} reach />
      <Person x={370} y={380} pose="sit" facing="left" skin={art.skin[0]} hair={art.hair[1]} shirt={art.amberSoft} />
      <Person x={486} y={404} pose="stand" facing="left" skin={art.skin[2]} hair={art.hair[0]} shirt={art.mint} />
    </Scene>
  );
}
