// The journey map screen's map: a marker per destination at its x/y position. Hovering or focusing
// a marker highlights it and shows its card (title, description, Explore, or Revisit once
// visited); a first tap does the same on a touch screen. Choosing a destination (its marker or the
// card's link) records the visit, fades the map out over FADE_MS and then navigates; with reduced
// motion it navigates at once. A progress row counts the visited destinations. Escape closes the
// card. Without scripts every marker is a plain link.
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
import { trackCtaClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { isPlainClick } from '@pv/shared/navigation/site-link';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { colors } from '@pv/shared/theme/tokens';
import { DestinationSymbol } from './destination-icons';
import {
  badgeStyle,
  cardStyle,
  closeStyle,
  dotsStyle,
  dotStyle,
  FADE_MS,
  labelStyle,
  listStyle,
  mapStyle,
  markerStyle,
  pinStyle,
  placeOf,
  placeStyle,
  progressStyle,
  rootStyle,
  visitedNote,
} from './journey-map-styles';
import { Scenery } from './map-scenery';
import type { Destination } from './journey-map-content';
import { markVisited, serverVisitedSnapshot, subscribeVisited, visitedSnapshot } from './visited-locations';

/** Analytics category of the map's choices. */
export const JOURNEY_MAP_CATEGORY = 'Journey Map';

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
