// The journey map screen's map: a marker per destination at its x/y position, each a link to its
// page, with its card (title, description, Explore or Revisit), and a progress row. The server's
// HTML holds every state's words; in the browser startJourneyMap (journey-map-start.ts), a script
// island with no React, shows the cards and the visits and fades the map out on a choice
// (docs/decisions/0026-script-islands.md). Without scripts every marker is a plain link.
import { scriptIsland } from '@pv/shared/islands/island';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { colors } from '@pv/shared/theme/tokens';
import { DestinationSymbol } from './destination-icons';
import {
  badgeStyle,
  cardStyle,
  closeStyle,
  dotsStyle,
  dotStyle,
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
import { startJourneyMap } from './journey-map-start';
import { Scenery } from './map-scenery';
import type { Destination } from './journey-map-content';

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

/** Shown only once the destination is visited, or only until then; the server renders nothing visited. */
const shownWhen = (state: 'once-visited' | 'until-visited') => ({ 'data-shown-when': state, hidden: state === 'once-visited' });

function JourneyMap({ destinations, labels }: JourneyMapProps) {
  return (
    <div css={rootStyle} data-journey-map="" data-testid="journey-map">
      <p css={progressStyle}>
        <span data-testid="journey-progress">
          <strong data-visited-count="">0</strong> {labels.of} {destinations.length} {labels.visited}
        </span>
        <span css={dotsStyle} aria-hidden="true">
          {destinations.map((d) => (
            <span key={d.id} css={dotStyle} data-dot={d.id} />
          ))}
        </span>
      </p>
      <div css={mapStyle} role="group" aria-label={labels.mapLabel}>
        <Scenery destinations={destinations} />
        <ul role="list" css={listStyle}>
          {destinations.map((destination) => {
            const cardId = `destination-${destination.id}`;
            return (
              <li
                key={destination.id}
                css={[placeStyle, placeOf(destination)]}
                data-destination={destination.id}
                data-x={destination.position.x > 55 ? 'end' : 'start'}
                data-y={destination.position.y > 55 ? 'up' : 'down'}
              >
                <a
                  href={destination.href}
                  css={markerStyle}
                  aria-describedby={`${cardId}-description`}
                  data-marker=""
                  data-testid={`marker-${destination.id}`}
                >
                  <span css={pinStyle}>
                    <DestinationSymbol icon={destination.icon} />
                    <span css={badgeStyle} aria-hidden="true" {...shownWhen('once-visited')}>
                      <svg width="12" height="12" viewBox="0 0 12 12">
                        <path d="M2.5 6.2 5 8.5l4.5-5" fill="none" stroke={colors.white} strokeWidth="2" strokeLinecap="round" />
                      </svg>
                    </span>
                  </span>
                  <span css={labelStyle}>
                    {destination.title}
                    <span className="visually-hidden" {...shownWhen('once-visited')}>
                      , {labels.visited}
                    </span>
                  </span>
                </a>
                <div css={cardStyle} id={cardId} hidden data-card="" data-testid={`card-${destination.id}`}>
                  <h3>{destination.title}</h3>
                  <p id={`${cardId}-description`}>{destination.description}</p>
                  <a href={destination.href} css={buttonStyles('primary')} data-card-link="">
                    <span {...shownWhen('until-visited')}>{labels.explore}</span>
                    <span {...shownWhen('once-visited')}>{labels.revisit}</span>
                    <span className="visually-hidden"> {destination.title}</span>
                  </a>
                  <span css={visitedNote} {...shownWhen('once-visited')}>
                    {labels.visited}
                  </span>
                  <button type="button" css={closeStyle} aria-label={`${labels.close} ${destination.title}`} data-card-close="">
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

export default scriptIsland('journey-map', JourneyMap, startJourneyMap);
