// The Venture Journey Map: the ladder's stages as a climb, each higher by its elevation, with the
// time between one stage and the next on the route. From the medium breakpoint on (desktop), at
// most one stage's card is open: its emblem opens it and closes it again, and Escape anywhere in
// the open card closes it and gives the focus back to the emblem; pointing at or focusing a stage
// that has a next one highlights the route to it and its timing. On phones every card is open. An
// island: the server renders it with no card open.
//
// Layout is CSS alone (the server cannot know the width): the details of every card are in the
// HTML, shown on phones and on desktop only for the open card, so the first render in the browser
// is the server's at every width, and nothing reads the width in script.
import { useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { LadderProgramId } from '@pv/shared/content/programs';
import { island } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { breakpoints, colors, fonts, radii, shadows } from '@pv/shared/theme/tokens';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export interface JourneyStage {
  id: LadderProgramId;
  name: string;
  subtitle: string;
  tagline: string;
  /** "1,200m". */
  elevation: string;
  price: string;
  duration: string;
  timeCommitment: string;
  href: string;
}

export interface JourneyMapLabels {
  /** "Details of" + name: the emblem button's name. */
  expandPrefix: string;
  price: string;
  duration: string;
  timeCommitment: string;
  /** "Explore" + name. */
  explorePrefix: string;
  /** After a timing: "3-6 months to the next stage". */
  timingSuffix: string;
  mapLabel: string;
  /** Desktop only, above the map: what the emblems do. */
  hint: string;
}

export interface VentureJourneyMapProps {
  stages: readonly JourneyStage[];
  /** Between stage i and stage i + 1. */
  timings: readonly string[];
  labels: JourneyMapLabels;
}

/** Height of the climb on desktop, in rem; the route's drawing uses the same units. */
const CLIMB_REM = 15;
const EMBLEM_REM = 4.5;
/** Room under the highest emblem's label and above the lowest. */
const LABEL_REM = 1.9;
const EMBLEM_PX = 72;

/** "3,800m" -> 3800. */
export const metres = (elevation: string) => Number(elevation.replace(/[^\d.]/g, ''));

/**
 * How far from the top of the climb each stage's emblem sits, in rem: the highest at the top, the
 * lowest at the bottom, the others in proportion to their elevation.
 */
export function stationTops(stages: readonly Pick<JourneyStage, 'elevation'>[]): number[] {
  const heights = stages.map((stage) => metres(stage.elevation));
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  const travel = CLIMB_REM - EMBLEM_REM - LABEL_REM;
  return heights.map((height, i) => {
    const share = high > low ? (height - low) / (high - low) : stages.length > 1 ? i / (stages.length - 1) : 1;
    return Number(((1 - share) * travel).toFixed(3));
  });
}

/** The route from stage i to the next: `compass-engine`. */
export const routeId = (stages: readonly Pick<JourneyStage, 'id'>[], i: number) => `${stages[i]?.id}-${stages[i + 1]?.id}`;

// Written desktop first, with the phone layout below the medium breakpoint: the interactive map
// is the base, which is also what jsdom (without media queries) computes in the unit tests.
/** Below this width every card is open (docs/behaviour.md, "Home"). */
export const DESKTOP_FROM_PX = breakpoints.md;

const phone = `@media (max-width: ${DESKTOP_FROM_PX - 0.02}px)`;

// The drawing and the timings are placed over the list, relative to this box.
const wrapperStyle = css({ position: 'relative' });

const mapStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'start',
  [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

// The climb's drawing and the elevation under each emblem exist on desktop only.
const desktopOnly = css({ [phone]: { display: 'none' } });

// The elevation beside the subtitle, and an emblem that is not a button, on phones only.
const phoneOnly = css({ display: 'none', [phone]: { display: 'inline' } });

const drawingStyle = css({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: `${CLIMB_REM}rem`,
  overflow: 'visible',
  pointerEvents: 'none',
  '[data-route]': { transition: 'stroke 200ms ease, stroke-width 200ms ease' },
  '[data-route][data-highlighted]': { stroke: colors.amber, strokeWidth: 5, strokeDasharray: 'none' },
});

const stageStyle = css({
  padding: '0 0.75rem',
  [phone]: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '3.5rem minmax(0, 1fr)',
    columnGap: '1rem',
    padding: '0 0 1.5rem',
    // A line down the emblems joins the stages.
    '&:not(:last-of-type)::before': {
      content: '""',
      position: 'absolute',
      left: 'calc(1.75rem - 1px)',
      top: '3.75rem',
      bottom: '0.25rem',
      borderLeft: `2px dashed ${colors.teal}`,
    },
  },
});

const stationStyle = css({
  position: 'relative',
  height: `${CLIMB_REM}rem`,
  display: 'flex',
  justifyContent: 'center',
  [phone]: { height: 'auto', display: 'block' },
});

const emblemBox = css({
  position: 'absolute',
  top: 'var(--station-top)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.35rem',
  [phone]: { position: 'static' },
});

const emblemButton = css({
  display: 'block',
  padding: 0,
  border: 0,
  borderRadius: 20,
  background: 'none',
  cursor: 'pointer',
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  boxShadow: shadows.card,
  '&:hover, &[aria-expanded="true"]': { transform: 'scale(1.06)', boxShadow: shadows.raised },
  svg: { display: 'block', width: `${EMBLEM_REM}rem`, height: `${EMBLEM_REM}rem` },
  [phone]: { display: 'none' },
});

const staticEmblem = css({ display: 'none', [phone]: { display: 'block', svg: { display: 'block' } } });

const elevationStyle = css({
  fontSize: '0.85rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: colors.teal,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const cardStyle = css(raisedPanel, {
  marginTop: '1rem',
  padding: '1.1rem 1.25rem',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  h3: { margin: 0, fontSize: '1.35rem' },
  '[data-expanded] > &': { borderColor: colors.teal, boxShadow: shadows.raised },
  [phone]: { marginTop: 0 },
});

const subtitleStyle = css({ margin: '0.15rem 0 0', fontWeight: 600, color: colors.inkMuted });

// On desktop only for the open card; always on phones.
const detailsStyle = css({
  display: 'none',
  marginTop: '0.85rem',
  p: { margin: '0 0 0.85rem' },
  '[data-expanded] &': { display: 'block' },
  [phone]: { display: 'block' },
});

const factsStyle = css({
  display: 'grid',
  gap: '0.4rem',
  margin: '0 0 1rem',
  padding: '0.75rem 0',
  borderTop: `1px solid ${colors.line}`,
  borderBottom: `1px solid ${colors.line}`,
  fontSize: '0.95rem',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '1rem' },
  dt: { color: colors.inkMuted },
  dd: { margin: 0, fontWeight: 600, color: colors.navy, textAlign: 'right' },
});

const hintStyle = css({ margin: '0 0 1.5rem', fontSize: '0.95rem', color: colors.inkMuted });

const exploreStyle = css({ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 });

// Desktop: on the route, between the two emblems. Phones: under the first stage's card.
const timingStyle = css({
  position: 'absolute',
  zIndex: 1,
  left: 'var(--timing-left)',
  top: 'var(--timing-top)',
  transform: 'translate(-50%, -50%)',
  margin: 0,
  padding: '0.3rem 0.8rem',
  borderRadius: radii.pill,
  background: colors.navy,
  color: colors.white,
  fontFamily: fonts.body,
  fontSize: '0.85rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  transition: 'background-color 200ms ease, color 200ms ease',
  '&[data-highlighted]': { background: colors.amber, color: colors.navyDeep },
  [phone]: { position: 'static', transform: 'none', gridColumn: 2, justifySelf: 'start', marginTop: '0.85rem' },
});

/** The climb drawn behind the emblems: two ridges and the route through the stages' centres. */
function ClimbDrawing({ stages, tops, highlighted }: { stages: readonly JourneyStage[]; tops: number[]; highlighted: string | null }) {
  const columnWidth = 300 / stages.length;
  const points = tops.map((top, i) => ({ x: columnWidth * (i + 0.5), y: top + EMBLEM_REM / 2 }));
  const first = points[0] ?? { x: 0, y: CLIMB_REM };
  const last = points.at(-1) ?? first;
  // The near ridge runs just under the stations, with a rise between each two and the summit
  // beyond the last; the far one is a paler range behind it.
  const between = points.slice(1).flatMap((to, i) => {
    const from = points[i] ?? to;
    return [`L${(from.x + to.x) / 2} ${(from.y + to.y) / 2 - 0.9}`, `L${to.x} ${to.y + 1.3}`];
  });
  const near = [
    `M0 ${CLIMB_REM}`,
    `L0 ${first.y + 2.6}`,
    `L${first.x * 0.45} ${first.y + 1.6}`,
    `L${first.x} ${first.y + 1.3}`,
    ...between,
    `L${last.x + columnWidth * 0.2} ${last.y - 0.6}`,
    `L300 ${last.y + 3.5}`,
    `L300 ${CLIMB_REM}`,
    'Z',
  ].join(' ');
  const far = `M0 ${CLIMB_REM} L0 ${CLIMB_REM * 0.6} L40 ${CLIMB_REM * 0.42} L85 ${CLIMB_REM * 0.62} L135 ${CLIMB_REM * 0.22} L180 ${CLIMB_REM * 0.45} L232 ${CLIMB_REM * 0.08} L270 ${CLIMB_REM * 0.3} L300 ${CLIMB_REM * 0.2} L300 ${CLIMB_REM} Z`;
  return (
    <svg css={[drawingStyle, desktopOnly]} viewBox={`0 0 300 ${CLIMB_REM}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={far} fill={colors.tealLight} opacity="0.35" />
      <path d={near} fill={colors.tealLight} opacity="0.8" />
      {points.slice(1).map((to, i) => {
        const from = points[i];
        return from ? (
          <path
            key={routeId(stages, i)}
            data-route={routeId(stages, i)}
            data-highlighted={routeId(stages, i) === highlighted ? '' : undefined}
            d={`M${from.x} ${from.y} L${to.x} ${to.y}`}
            fill="none"
            stroke={colors.teal}
            strokeWidth={3}
            strokeDasharray="8 7"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null;
      })}
    </svg>
  );
}

function VentureJourneyMap({ stages, timings, labels }: VentureJourneyMapProps) {
  const baseId = useId();
  const tops = stationTops(stages);
  const [open, setOpen] = useState<LadderProgramId | null>(null);
  // The stage pointed at or holding the focus: the route from it to the next is highlighted.
  const [active, setActive] = useState<LadderProgramId | null>(null);
  const emblems = useRef(new Map<LadderProgramId, HTMLButtonElement>());
  const activeIndex = stages.findIndex((stage) => stage.id === active);
  const highlighted = activeIndex >= 0 && activeIndex < stages.length - 1 ? routeId(stages, activeIndex) : null;
  const leave = (id: LadderProgramId) => setActive((current) => (current === id ? null : current));

  return (
    <div>
      <p css={[hintStyle, desktopOnly]}>{labels.hint}</p>
      <div css={wrapperStyle}>
        <ClimbDrawing stages={stages} tops={tops} highlighted={highlighted} />
        <ol css={mapStyle} aria-label={labels.mapLabel}>
          {stages.map((stage, i) => {
            const detailsId = `${baseId}-${stage.id}`;
            const timing = timings[i];
            const top = tops[i] ?? 0;
            const next = tops[i + 1];
            const isOpen = open === stage.id;
            const position = css({
              '--station-top': `${top}rem`,
              '--timing-left': `${((i + 1) / stages.length) * 100}%`,
              '--timing-top': `${next === undefined ? 0 : (top + next) / 2 + EMBLEM_REM / 2}rem`,
            });
            return (
              <li
                key={stage.id}
                css={[stageStyle, position]}
                data-stage={stage.id}
                data-expanded={isOpen ? '' : undefined}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || !isOpen) return;
                  setOpen(null);
                  emblems.current.get(stage.id)?.focus();
                }}
                onMouseEnter={() => setActive(stage.id)}
                onMouseLeave={() => leave(stage.id)}
                onFocus={() => setActive(stage.id)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) leave(stage.id);
                }}
              >
                <div css={stationStyle}>
                  <div css={emblemBox}>
                    <button
                      type="button"
                      css={emblemButton}
                      ref={(emblem) => {
                        if (emblem) emblems.current.set(stage.id, emblem);
                        else emblems.current.delete(stage.id);
                      }}
                      aria-expanded={isOpen}
                      aria-controls={detailsId}
                      aria-label={`${labels.expandPrefix} ${stage.name}`}
                      onClick={() => setOpen(isOpen ? null : stage.id)}
                    >
                      <ProgramEmblem program={stage.id} size={EMBLEM_PX} />
                    </button>
                    <span css={staticEmblem}>
                      <ProgramEmblem program={stage.id} size={56} />
                    </span>
                    <span css={[elevationStyle, desktopOnly]}>{stage.elevation}</span>
                  </div>
                </div>
                <div css={cardStyle}>
                  <h3>{stage.name}</h3>
                  <p css={subtitleStyle}>
                    {stage.subtitle}
                    <span css={[elevationStyle, phoneOnly]}> · {stage.elevation}</span>
                  </p>
                  <div id={detailsId} css={detailsStyle} data-details="">
                    <p>{stage.tagline}</p>
                    <dl css={factsStyle}>
                      <div>
                        <dt>{labels.price}</dt>
                        <dd>{stage.price}</dd>
                      </div>
                      <div>
                        <dt>{labels.duration}</dt>
                        <dd>{stage.duration}</dd>
                      </div>
                      <div>
                        <dt>{labels.timeCommitment}</dt>
                        <dd>{stage.timeCommitment}</dd>
                      </div>
                    </dl>
                    <SiteLink href={stage.href} css={exploreStyle}>
                      {labels.explorePrefix} {stage.name}
                    </SiteLink>
                  </div>
                </div>
                {timing ? (
                  <p
                    css={timingStyle}
                    data-timing={routeId(stages, i)}
                    data-highlighted={routeId(stages, i) === highlighted ? '' : undefined}
                  >
                    {timing} <span className="visually-hidden">{labels.timingSuffix}</span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

export default island('venture-journey-map', VentureJourneyMap);
