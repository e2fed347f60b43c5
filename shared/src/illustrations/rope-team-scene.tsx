// A rope team: three climbers tied to one rope on a snow ridge, the lead one nearly at the top:
// mentors and partners who climb with founders rather than point the way from below.
import { art } from '@pv/shared/illustrations/palette';
import { Person } from '@pv/shared/illustrations/person';
import { Scene, Stars } from '@pv/shared/illustrations/scene';

const stars = [
  [48, 44, 1.4],
  [120, 84, 1.2],
  [200, 40, 1.6],
  [330, 30, 1.2],
  [520, 60, 1.4],
  [470, 130, 1],
] as const;

/** The climbers' feet on the ridge, lowest first, and where each carries the rope. */
const climbers = [
  { x: 150, y: 392, skin: art.skin[0], hair: art.hair[1], shirt: art.amber },
  { x: 268, y: 318, skin: art.skin[2], hair: art.hair[0], shirt: art.tealMid },
  { x: 382, y: 246, skin: art.skin[1], hair: art.hair[2], shirt: art.amberSoft },
] as const;

export function RopeTeamScene({ className }: { className?: string }) {
  const rope = climbers.map(({ x, y }, i) => `${i === 0 ? 'M' : 'Q'}${i === 0 ? '' : `${x - 60} ${y + 40} `}${x} ${y - 62}`).join(' ');
  return (
    <Scene sky={art.nightSky} className={className}>
      <Stars at={stars} fill={art.cream} />
      <circle cx={150} cy={150} r={40} fill={art.amber} />
      <path d="M0 250 L90 190 L160 230 L260 150 L330 200 L400 170 L560 250 V440 H0Z" fill={art.navySoft} />
      {/* The ridge: a crest of snow the climbers stand on, its shaded face, the rock below. */}
      <path d="M0 440 V420 L150 394 L268 320 L382 248 L470 196 L560 150 V440Z" fill={art.cream} />
      <path d="M0 440 V436 L150 418 L268 350 L382 282 L470 234 L560 196 V440Z" fill={art.mint} />
      <path d="M0 440 L190 440 L300 380 L420 310 L560 250 V440Z" fill={art.teal} />
      <path d="M90 430 L140 424 M300 366 L340 342 M430 276 L470 254" stroke={art.tealLight} strokeWidth={3} strokeLinecap="round" />
      <path d="M530 166 V118" stroke={art.cream} strokeWidth={3} strokeLinecap="round" />
      <path d="M530 118 L558 127 L530 136Z" fill={art.amber} />
      {climbers.map((climber) => (
        <Person key={climber.x} pose="stand" {...climber} trousers={art.navy} />
      ))}
      <path d={rope} fill="none" stroke={art.ember} strokeWidth={2.5} strokeLinecap="round" />
      {/* Ice axes. */}
      <path d="M184 342 L194 384 M178 342 h12" stroke={art.navy} strokeWidth={3} strokeLinecap="round" />
      <path d="M414 194 L420 232 M408 196 h12" stroke={art.navy} strokeWidth={3} strokeLinecap="round" />
    </Scene>
  );
}
