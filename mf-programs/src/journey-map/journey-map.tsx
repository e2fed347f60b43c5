// The journey map screen's map, an island: a marker per destination at its x/y position, each a
// link to its page, with its card (title, description, Explore or Revisit), and a progress row.
// Hovering or focusing a marker highlights it and shows its card; a first tap does the same on a
// touch screen. Choosing a destination (its marker or the card's link) records the visit, fades the
// map out over FADE_MS and then navigates; with reduced motion it navigates at once. The progress
// row counts the visited destinations, here or in another tab. Escape closes the card. The server
// renders nothing visited and no card open; without scripts every marker is a plain link.
import { memo, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
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

/** What a destination asks of the map; the same functions for the map's whole life. */
interface MapActions {
  /** Records the visit and leaves for `href` (after the fade). */
  choose(destination: Destination, href: string, wasVisited: boolean): void;
  show(id: string): void;
  /** Hides the card of `id` if it is shown. */
  hide(id: string): void;
  /** Hides the card and leaves the focus on its marker rather than on a hidden element. */
  closeCard(id: string, place: HTMLElement): void;
  markers: Map<string, HTMLAnchorElement>;
  /** On pointerdown: whether this press, a tap on a marker whose card is hidden, only shows the card. */
  pressed(tapShowsCard: boolean): void;
  /** On the click: whether the press before it only shows the card (asked once). */
  tapShowsCard(): boolean;
}

function JourneyMap({ destinations, labels }: JourneyMapProps) {
  const visited = useVisited();
  const [active, setActive] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Set once a choice starts the fade: a second choice does nothing.
  const left = useRef(false);
  const visitedCount = destinations.filter((d) => visited.includes(d.id)).length;

  // Stable, so that a hover or a choice renders only the destinations it changes.
  const [actions] = useState<MapActions>(() => {
    const markers = new Map<string, HTMLAnchorElement>();
    let tapShowsCard = false;
    const hide = (id: string) => setActive((current) => (current === id ? null : current));
    return {
      choose(destination, href, wasVisited) {
        if (left.current) return;
        trackCtaClick(JOURNEY_MAP_CATEGORY, `${wasVisited ? labels.revisit : labels.explore} - ${destination.title}`);
        markVisited(destination.id);
        if (prefersReducedMotion()) return navigateTo(href);
        left.current = true;
        setLeaving(true);
        timer.current = setTimeout(() => navigateTo(href), FADE_MS);
      },
      show: (id) => setActive(id),
      hide,
      closeCard(id, place) {
        if (place.contains(document.activeElement)) markers.get(id)?.focus();
        hide(id);
      },
      markers,
      pressed(showsCard) {
        tapShowsCard = showsCard;
      },
      tapShowsCard() {
        const showsCard = tapShowsCard;
        tapShowsCard = false;
        return showsCard;
      },
    };
  });

  useEffect(() => {
    // Back to a page the browser kept whole: the map shows again, and can be left again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      left.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(timer.current);
    };
  }, []);

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
          {destinations.map((destination) => (
            <Place
              key={destination.id}
              destination={destination}
              labels={labels}
              isVisited={visited.includes(destination.id)}
              isActive={active === destination.id}
              actions={actions}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

const notTouch = (event: PointerEvent) => event.pointerType !== 'touch';

interface PlaceProps {
  destination: Destination;
  labels: JourneyMapLabels;
  isVisited: boolean;
  isActive: boolean;
  actions: MapActions;
}

/** A destination: its marker and its card. Renders again only when its own state changes. */
const Place = memo(function Place({ destination, labels, isVisited, isActive, actions }: PlaceProps) {
  const cardId = `destination-${destination.id}`;

  const onChoose = (fromMarker: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (fromMarker && actions.tapShowsCard()) {
      actions.show(destination.id);
      return;
    }
    actions.choose(destination, event.currentTarget.getAttribute('href') ?? '/', isVisited);
  };

  return (
    <li
      css={[placeStyle, placeOf(destination)]}
      data-x={destination.position.x > 55 ? 'end' : 'start'}
      data-y={destination.position.y > 55 ? 'up' : 'down'}
      data-active={isActive ? '' : undefined}
      data-visited={isVisited ? '' : undefined}
      onPointerEnter={(event) => notTouch(event) && actions.show(destination.id)}
      onPointerLeave={(event) => {
        if (notTouch(event) && !event.currentTarget.contains(document.activeElement)) actions.hide(destination.id);
      }}
      onFocus={() => actions.show(destination.id)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isActive) actions.closeCard(destination.id, event.currentTarget);
      }}
    >
      <a
        href={destination.href}
        css={markerStyle}
        aria-describedby={`${cardId}-description`}
        data-testid={`marker-${destination.id}`}
        ref={(element) => {
          if (element) actions.markers.set(destination.id, element);
        }}
        onPointerDown={(event) => {
          actions.pressed(event.pointerType === 'touch' && !isActive);
        }}
        onClick={onChoose(true)}
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
        <a href={destination.href} css={buttonStyles('primary')} onClick={onChoose(false)}>
          {isVisited ? labels.revisit : labels.explore}
          <span className="visually-hidden"> {destination.title}</span>
        </a>
        {isVisited ? <span css={visitedNote}>{labels.visited}</span> : null}
        <button
          type="button"
          css={closeStyle}
          aria-label={`${labels.close} ${destination.title}`}
          onClick={(event) => actions.closeCard(destination.id, event.currentTarget.closest('li') ?? event.currentTarget)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
});

export default island('journey-map', JourneyMap);
