// The journey map screen's map, an island: a marker per destination at its x/y position, each a
// link to its page, with its card (title, description, Explore or Revisit), and a progress row.
// Hovering or focusing a marker highlights it and shows its card; a first tap does the same on a
// touch screen. Choosing a destination (its marker or the card's link) records the visit, fades the
// map out over FADE_MS and then navigates; with reduced motion it navigates at once. The progress
// row counts the visited destinations, here or in another tab. Escape closes the card. The server
// renders nothing visited and no card open; without scripts every marker is a plain link.
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
import { trackCtaClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
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
import { markVisited, subscribeVisited, visitedSnapshot } from './visited-locations';
import type { Destination } from './journey-map-content';

/** Analytics category of the map's choices. */
export const JOURNEY_MAP_CATEGORY = 'Journey Map';

const NOTHING_VISITED: readonly string[] = [];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

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

/** The destinations visited: none on the server and in the first render over its HTML, then the stored list. */
const useVisited = () => useSyncExternalStore(subscribeVisited, visitedSnapshot, () => NOTHING_VISITED);

function JourneyMap({ destinations, labels }: JourneyMapProps) {
  const visited = useVisited();
  const [active, setActive] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A tap on a touch screen first shows the card; set on pointerdown, read by the click.
  const tapShowsCard = useRef(false);
  const markers = useRef(new Map<string, HTMLAnchorElement>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const visitedCount = destinations.filter((d) => visited.includes(d.id)).length;

  useEffect(() => {
    // Back to a page the browser kept whole: show the map again.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, []);

  function choose(destination: Destination, href: string) {
    if (leaving) return;
    const action = visited.includes(destination.id) ? labels.revisit : labels.explore;
    trackCtaClick(JOURNEY_MAP_CATEGORY, `${action} - ${destination.title}`);
    markVisited(destination.id);
    if (prefersReducedMotion()) return navigateTo(href);
    setLeaving(true);
    timer.current = setTimeout(() => navigateTo(href), FADE_MS);
  }

  const onChoose = (destination: Destination, fromMarker: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (fromMarker && tapShowsCard.current) {
      tapShowsCard.current = false;
      setActive(destination.id);
      return;
    }
    choose(destination, event.currentTarget.getAttribute('href') ?? '/');
  };

  /** Hides the card and leaves the focus on its marker rather than on a hidden element. */
  function closeCard(id: string, place: HTMLElement) {
    if (place.contains(document.activeElement)) markers.current.get(id)?.focus();
    setActive(null);
  }

  const notTouch = (event: PointerEvent) => event.pointerType !== 'touch';

  return (
    <div css={rootStyle} data-journey-map="" data-testid="journey-map" data-leaving={leaving ? '' : undefined}>
      <p css={progressStyle}>
        <span data-testid="journey-progress">
          <strong>{visitedCount}</strong> {labels.of} {destinations.length} {labels.visited}
        </span>
        <span css={dotsStyle} aria-hidden="true">
          {destinations.map((d) => (
            <span key={d.id} css={dotStyle} data-visited={visited.includes(d.id) ? '' : undefined} />
          ))}
        </span>
      </p>
      <div css={mapStyle} role="group" aria-label={labels.mapLabel}>
        <Scenery destinations={destinations} />
        <ul role="list" css={listStyle}>
          {destinations.map((destination) => {
            const cardId = `destination-${destination.id}`;
            const isVisited = visited.includes(destination.id);
            const isActive = active === destination.id;
            return (
              <li
                key={destination.id}
                css={[placeStyle, placeOf(destination)]}
                data-x={destination.position.x > 55 ? 'end' : 'start'}
                data-y={destination.position.y > 55 ? 'up' : 'down'}
                data-active={isActive ? '' : undefined}
                data-visited={isVisited ? '' : undefined}
                onPointerEnter={(event) => notTouch(event) && setActive(destination.id)}
                onPointerLeave={(event) => {
                  if (notTouch(event) && !event.currentTarget.contains(document.activeElement) && isActive) setActive(null);
                }}
                onFocus={() => setActive(destination.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && isActive) closeCard(destination.id, event.currentTarget);
                }}
              >
                <a
                  href={destination.href}
                  css={markerStyle}
                  aria-describedby={`${cardId}-description`}
                  data-testid={`marker-${destination.id}`}
                  ref={(element) => {
                    if (element) markers.current.set(destination.id, element);
                  }}
                  onPointerDown={(event) => {
                    tapShowsCard.current = event.pointerType === 'touch' && !isActive;
                  }}
                  onClick={onChoose(destination, true)}
                >
                  <span css={pinStyle}>
                    <DestinationSymbol icon={destination.icon} />
                    <span css={badgeStyle} aria-hidden="true" hidden={!isVisited}>
                      <svg width="12" height="12" viewBox="0 0 12 12">
                        <path d="M2.5 6.2 5 8.5l4.5-5" fill="none" stroke={colors.white} strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </span>
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
                    onClick={(event) => closeCard(destination.id, event.currentTarget.closest('li') ?? event.currentTarget)}
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
