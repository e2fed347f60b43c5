// The journey map screen's map: a marker per destination at its x/y position. Hovering or focusing
// a marker highlights it and shows its card (title, description, Explore, or Revisit once
// visited); a first tap does the same on a touch screen. Choosing a destination (its marker or the
// card's link) records the visit, fades the map out over FADE_MS and then navigates; with reduced
// motion it navigates at once. A progress row counts the visited destinations. Escape closes the
// card. Without scripts every marker is a plain link.
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
import { css } from '@emotion/react';
import { trackCtaClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { isPlainClick } from '@pv/shared/navigation/site-link';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { colors, fonts, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { DestinationSymbol } from './destination-icons';
import type { Destination } from './journey-map-content';
import { markVisited, serverVisitedSnapshot, subscribeVisited, visitedSnapshot } from './visited-locations';

/** How long the map fades out before it navigates (docs/behaviour.md, "Journey map screen"). */
export const FADE_MS = 800;

/** Analytics category of the map's choices. */
export const JOURNEY_MAP_CATEGORY = 'Journey Map';

/** A marker's diameter in px: a touch target. */
const PIN_SIZE = 48;

/** Between a marker and its card. */
const CARD_GAP = '0.5rem';

export interface JourneyMapLabels {
  mapLabel: string;
  explore: string;
  revisit: string;
  /** Said after a visited destination's name, and after the count: "3 of 7 visited". */
  visited: string;
  /** Between the two numbers of the count. */
  of: string;
  close: string;
}

export interface JourneyMapProps {
  destinations: readonly Destination[];
  labels: JourneyMapLabels;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const rootStyle = css({ transition: `opacity ${FADE_MS}ms ease`, '&[data-leaving]': { opacity: 0 } });

const progressStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  margin: '0 0 1rem',
  fontWeight: 600,
  color: colors.navy,
  strong: { fontFamily: fonts.heading, fontSize: '1.3rem' },
});

const dotsStyle = css({ display: 'flex', gap: '0.35rem' });

const dotStyle = css({
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${colors.teal}`,
  '&[data-visited]': { background: colors.teal },
});

const mapStyle = css({
  position: 'relative',
  aspectRatio: '3 / 4',
  borderRadius: radii.lg,
  background: `radial-gradient(circle at 50% 52%, #FFFFFF 0, ${colors.tealLight} 70%)`,
  border: `1px solid ${colors.line}`,
  boxShadow: shadows.card,
  [mq.sm]: { aspectRatio: '4 / 3' },
  // Whole on the screen of a desktop.
  [mq.lg]: { aspectRatio: 'auto', height: 'clamp(30rem, calc(100dvh - 8rem), 42rem)' },
});

const sceneryStyle = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', borderRadius: radii.lg });

const listStyle = css({ listStyle: 'none', margin: 0, padding: 0 });

// A destination's place is a point; its marker and card are drawn around it. Nothing here is
// transformed, so that on phones the card can be fixed to the screen.
const placeStyle = css({
  position: 'absolute',
  left: 'var(--x)',
  top: 'var(--y)',
  width: 0,
  height: 0,
  zIndex: 1,
  '&[data-active]': { zIndex: 3 },
});

/** Where a destination sits and its colour, as the custom properties the marker styles read. */
const placeOf = (destination: Destination) =>
  css({ '--x': `${destination.position.x}%`, '--y': `${destination.position.y}%`, '--color': destination.color });

const markerStyle = css({
  position: 'absolute',
  left: 0,
  top: 0,
  // The pin's centre on the point; its label hangs below.
  transform: `translate(-50%, -${PIN_SIZE / 2}px)`,
  width: 'max-content',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.3rem',
  color: colors.navy,
  textDecoration: 'none',
  borderRadius: radii.md,
  '&:focus-visible': { outlineOffset: '4px' },
});

const pinStyle = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: PIN_SIZE,
  height: PIN_SIZE,
  borderRadius: '50%',
  background: 'var(--color)',
  color: colors.white,
  border: `3px solid ${colors.white}`,
  boxShadow: shadows.raised,
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  '[data-active] &': { transform: 'scale(1.15)', boxShadow: `0 0 0 4px ${colors.amber}, ${shadows.raised}` },
});

const badgeStyle = css({
  position: 'absolute',
  top: -6,
  right: -6,
  width: 20,
  height: 20,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: colors.teal,
  border: `2px solid ${colors.white}`,
});

const labelStyle = css({
  maxWidth: '6.5rem',
  padding: '0.1rem 0.45rem',
  borderRadius: radii.sm,
  background: 'rgba(255, 255, 255, 0.92)',
  fontSize: '0.72rem',
  fontWeight: 700,
  lineHeight: 1.25,
  textAlign: 'center',
  [mq.md]: { maxWidth: 'none', whiteSpace: 'nowrap', fontSize: '0.85rem' },
});

const cardStyle = css({
  position: 'fixed',
  left: '1rem',
  right: '1rem',
  bottom: '1rem',
  zIndex: 40,
  padding: '1.1rem 1.15rem 1.2rem',
  background: colors.white,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  border: `1px solid ${colors.line}`,
  textAlign: 'left',
  h3: { margin: '0 2.5rem 0.4rem 0', fontSize: '1.2rem' },
  p: { margin: '0 0 0.9rem', color: colors.inkMuted, fontSize: '0.95rem', lineHeight: 1.55 },
  // From the medium breakpoint: beside the marker, below its label or above its pin, towards the
  // middle of the map; a strip as wide as the card bridges the gap, so the pointer can move from
  // the marker onto the card without leaving the destination.
  [mq.md]: {
    position: 'absolute',
    left: 'auto',
    right: 'auto',
    bottom: 'auto',
    width: '18rem',
    '[data-x="start"] > &': { left: -PIN_SIZE / 2 },
    '[data-x="end"] > &': { right: -PIN_SIZE / 2 },
    '[data-y="down"] > &': { top: `calc(${PIN_SIZE / 2}px + ${CARD_GAP} + 1.9rem)` },
    '[data-y="up"] > &': { bottom: `calc(${PIN_SIZE / 2}px + ${CARD_GAP})` },
    '&::before': { content: '""', position: 'absolute', left: 0, right: 0, height: `calc(${CARD_GAP} + 2px)` },
    '[data-y="down"] > &::before': { bottom: '100%' },
    '[data-y="up"] > &::before': { top: '100%' },
    h3: { marginRight: 0 },
  },
});

const closeStyle = css({
  position: 'absolute',
  top: '0.4rem',
  right: '0.4rem',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: colors.inkMuted,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  [mq.md]: { display: 'none' },
});

const visitedNote = css({ marginLeft: '0.75rem', fontSize: '0.85rem', fontWeight: 600, color: colors.teal });

/** The roads from the hub (the first destination) to every other destination, under the markers. */
function Scenery({ destinations }: { destinations: readonly Destination[] }) {
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

function JourneyMap({ destinations, labels }: JourneyMapProps) {
  const stored = useSyncExternalStore(subscribeVisited, visitedSnapshot, serverVisitedSnapshot);
  const visited = new Set(stored.filter((id) => destinations.some((d) => d.id === id)));
  const [active, setActive] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // A tap on a touch screen first shows the card; set on pointerdown, read by the click.
  const tapShowsCard = useRef(false);

  useEffect(() => {
    // Back to a page the browser kept whole: show the map again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.clearTimeout(timer.current);
    };
  }, []);

  function choose(destination: Destination) {
    if (leaving) return;
    trackCtaClick(JOURNEY_MAP_CATEGORY, `${visited.has(destination.id) ? labels.revisit : labels.explore} - ${destination.title}`);
    markVisited(destination.id);
    if (prefersReducedMotion()) {
      navigateTo(destination.href);
      return;
    }
    setLeaving(true);
    timer.current = window.setTimeout(() => navigateTo(destination.href), FADE_MS);
  }

  const onChoose = (destination: Destination, fromMarker: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (fromMarker && tapShowsCard.current) {
      tapShowsCard.current = false;
      setActive(destination.id);
      return;
    }
    choose(destination);
  };

  /** Hides the card of `place` and leaves the focus on its marker rather than on a hidden element. */
  function closeCard(place: HTMLElement) {
    if (place.contains(document.activeElement)) place.querySelector('a')?.focus();
    setActive(null);
  }

  const onPointerDown = (destination: Destination) => (event: PointerEvent<HTMLAnchorElement>) => {
    tapShowsCard.current = event.pointerType === 'touch' && active !== destination.id;
  };

  return (
    <div css={rootStyle} data-leaving={leaving || undefined} data-testid="journey-map">
      <p css={progressStyle}>
        <span data-testid="journey-progress">
          <strong>{visited.size}</strong> {labels.of} {destinations.length} {labels.visited}
        </span>
        <span css={dotsStyle} aria-hidden="true">
          {destinations.map((d) => (
            <span key={d.id} css={dotStyle} data-visited={visited.has(d.id) || undefined} />
          ))}
        </span>
      </p>
      <div css={mapStyle} role="group" aria-label={labels.mapLabel}>
        <Scenery destinations={destinations} />
        <ul role="list" css={listStyle}>
          {destinations.map((destination) => {
            const isActive = active === destination.id;
            const isVisited = visited.has(destination.id);
            const cardId = `destination-${destination.id}`;
            return (
              <li
                key={destination.id}
                css={[placeStyle, placeOf(destination)]}
                data-x={destination.position.x > 55 ? 'end' : 'start'}
                data-y={destination.position.y > 55 ? 'up' : 'down'}
                data-active={isActive || undefined}
                onPointerEnter={(event) => {
                  if (event.pointerType !== 'touch') setActive(destination.id);
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType !== 'touch' && !event.currentTarget.contains(document.activeElement)) {
                    setActive((now) => (now === destination.id ? null : now));
                  }
                }}
                onFocus={() => setActive(destination.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && isActive) closeCard(event.currentTarget);
                }}
              >
                <a
                  href={destination.href}
                  css={markerStyle}
                  aria-describedby={`${cardId}-description`}
                  onPointerDown={onPointerDown(destination)}
                  onClick={onChoose(destination, true)}
                  data-testid={`marker-${destination.id}`}
                >
                  <span css={pinStyle}>
                    <DestinationSymbol icon={destination.icon} />
                    {isVisited ? (
                      <span css={badgeStyle} aria-hidden="true">
                        <svg width="12" height="12" viewBox="0 0 12 12">
                          <path d="M2.5 6.2 5 8.5l4.5-5" fill="none" stroke={colors.white} strokeWidth="2" strokeLinecap="round" />
                        </svg>
                      </span>
                    ) : null}
                  </span>
                  <span css={labelStyle}>
                    {destination.title}
                    {isVisited ? <span className="visually-hidden">, {labels.visited}</span> : null}
                  </span>
                </a>
                <div css={cardStyle} id={cardId} hidden={!isActive} data-testid={`card-${destination.id}`}>
                  <h3>{destination.title}</h3>
                  <p id={`${cardId}-description`}>{destination.description}</p>
                  <a href={destination.href} css={buttonStyles('primary')} onClick={onChoose(destination, false)}>
                    {isVisited ? labels.revisit : labels.explore}
                    <span className="visually-hidden"> {destination.title}</span>
                  </a>
                  {isVisited ? <span css={visitedNote}>{labels.visited}</span> : null}
                  <button
                    type="button"
                    css={closeStyle}
                    aria-label={`${labels.close} ${destination.title}`}
                    onClick={(event) => {
                      const place = event.currentTarget.closest('li');
                      if (place) closeCard(place);
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export default island('journey-map', JourneyMap);
