// The climb: one mountain at dusk, a trail from the valley to the summit and three camps on it
// (Compass, Engine, Launchpad), each higher than the last.
import { art } from '@pv/shared/illustrations/palette';
import { Scene, Stars } from '@pv/shared/illustrations/scene';

const stars = [
  [40, 48, 1.6],
  [92, 96, 1.2],
  [150, 40, 1.8],
  [212, 82, 1.2],
  [262, 34, 1.4],
  [300, 70, 1],
  [500, 44, 1.6],
  [530, 110, 1.2],
  [470, 190, 1],
  [68, 160, 1.2],
] as const;

/** A camp: a tent with its door and a flag on a pole, standing at (x, y). */
function Camp({ x, y, tent, flag }: { x: number; y: number; tent: string; flag: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-17 0 L0 -24 L17 0Z" fill={tent} />
      <path d="M-4 0 L0 -10 L4 0Z" fill={art.navyDeep} opacity={0.55} />
      <path d="M22 0 V-34" stroke={art.cream} strokeWidth={2} strokeLinecap="round" />
      <path d="M22 -34 L38 -28 L22 -22Z" fill={flag} />
    </g>
  );
}

/** `dusk`: a night sky and stars; `day`: the same climb in morning light. */
export function ClimbScene({ time = 'dusk', className }: { time?: 'dusk' | 'day'; className?: string }) {
  const day = time === 'day';
  return (
    <Scene sky={day ? art.tealLight : art.nightSky} className={className}>
      {day ? null : <Stars at={stars} fill={art.cream} />}
      <circle cx={440} cy={156} r={74} fill="none" stroke={art.amber} strokeOpacity={0.3} strokeWidth={1.5} strokeDasharray="2 6" />
      <circle cx={440} cy={156} r={62} fill="none" stroke={art.amber} strokeOpacity={0.45} strokeWidth={1.5} />
      <circle cx={440} cy={156} r={50} fill={art.amber} />
      <g fill={day ? art.white : art.cream} opacity={day ? 0.8 : 0.22}>
        <rect x={70} y={120} width={96} height={8} rx={4} />
        <rect x={104} y={134} width={60} height={8} rx={4} />
        <rect x={392} y={250} width={88} height={8} rx={4} />
      </g>
      {/* The far range. */}
      <path d="M0 290 L60 236 L110 262 L190 178 L250 232 L300 204 L360 250 L440 196 L500 236 L560 206 V440 H0Z" fill={day ? art.mint : art.navySoft} />
      {/* The mountain: its lit face, its shaded face and the snow on top. */}
      <path d="M20 440 L170 262 L212 288 L318 112 L408 236 L446 214 L560 330 V440Z" fill={art.teal} />
      <path d="M318 112 L292 440 H560 V330 L446 214 L408 236Z" fill={art.tealDeep} />
      <path d="M318 112 L284 168 L302 160 L316 176 L334 156 L356 170Z" fill={art.cream} />
      <path d="M170 262 L150 286 L166 282 L176 292 L190 276Z" fill={art.mint} opacity={0.7} />
      {/* The trail, valley to summit. */}
      <path
        d="M96 418 L176 372 L146 340 L232 306 L210 262 L276 226 L262 188 L318 118"
        fill="none"
        stroke={day ? art.amberSoft : art.cream}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="1 9"
      />
      <Camp x={176} y={372} tent={art.amber} flag={art.mint} />
      <Camp x={232} y={306} tent={art.amberSoft} flag={art.amber} />
      <Camp x={276} y={226} tent={art.cream} flag={art.amber} />
      {/* The summit flag. */}
      <path d="M318 114 V70" stroke={art.cream} strokeWidth={2.5} strokeLinecap="round" />
      <path d="M318 70 L346 79 L318 88Z" fill={art.amber} />
      {/* The valley in front, with its pines. */}
      <path d="M0 388 C70 360 150 374 230 398 C310 422 390 386 470 378 C512 374 540 380 560 386 V440 H0Z" fill={day ? art.tealMid : art.navy} />
      <g fill={day ? art.tealDeep : art.navyDeep}>
        <path d="M36 400 L50 360 L64 400Z" />
        <path d="M58 404 L76 350 L94 404Z" />
        <path d="M476 404 L490 370 L504 404Z" />
        <path d="M500 408 L516 366 L532 408Z" />
      </g>
    </Scene>
  );
}
