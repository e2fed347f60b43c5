// "Find Your Founder Path": three cards; choosing one shows its recommendation in their place with
// the focus on it, and "Choose Different Path" returns to the cards with the focus on the card
// chosen before. The choice lives in the URL (`?path=serial`), so the server renders it, it can be
// shared, and Back and Forward move between the cards and a recommendation (leaving the focus
// alone). Every card is a link to that URL, which the server answers before this island is
// hydrated or without scripts; hydrated, a choice moves the URL in the page (the History API).
import { Activity, memo, useCallback, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { inPageLink } from '@pv/shared/navigation/in-page-navigation';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import { navigateInPage } from '@pv/shared/navigation/site-location';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { useQueryParam } from '@pv/shared/navigation/use-query-param';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import type { PathId, PathOption, founderPathLabels } from './founder-paths';
import { PathIcon } from './path-icon';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** The query parameter that holds the chosen path. */
export const PATH_PARAM = 'path';

/** Analytics category of the selector's choices. */
export const FOUNDER_PATH_CATEGORY = 'Founder Path';

export interface FounderPathSelectorProps {
  paths: readonly PathOption[];
  labels: typeof founderPathLabels;
  /** The external assessment, with the path selector's campaign. */
  assessmentHref: string;
  /** The section the selector sits in: its links land there when they load a page. */
  sectionId: string;
}

const cardStyle = css(raisedPanel, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '1.5rem',
  transition: 'border-color 150ms ease, transform 150ms ease',
  '&:hover, &:focus-within': { borderColor: colors.teal, transform: 'translateY(-2px)' },
  h3: { margin: 0, fontSize: '1.35rem' },
  p: { margin: 0, color: colors.inkMuted },
  // The whole card is the link's target; the focus ring goes round the card.
  'h3 a': { color: colors.navy, textDecoration: 'none' },
  'h3 a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.lg },
  'h3 a:focus-visible': { outline: 'none' },
  'h3 a:focus-visible::after': { outline: `3px solid ${colors.amber}`, outlineOffset: 2 },
});

const iconStyle = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: 52,
  height: 52,
  borderRadius: radii.md,
  background: colors.tealLight,
  color: colors.teal,
});

const seeMore = css({ marginTop: 'auto', paddingTop: '0.5rem', fontWeight: 600, color: `${colors.teal} !important` });

const resultStyle = css(raisedPanel, {
  display: 'grid',
  gap: '1.5rem',
  padding: '1.5rem',
  borderTop: `4px solid ${colors.amber}`,
  [mq.md]: { padding: '2.25rem 2.5rem' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', columnGap: '3rem' },
  h3: { fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', margin: '0 0 0.5rem' },
  h4: { fontSize: '1.1rem', margin: '0 0 0.75rem' },
});

const factsStyle = css({
  margin: '1.25rem 0 0',
  display: 'grid',
  gap: '1rem',
  dt: { fontSize: '0.8rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.teal },
  dd: { margin: '0.2rem 0 0' },
  'div:first-of-type dd': { fontFamily: fonts.heading, fontSize: '1.25rem', fontWeight: 700, color: colors.navy },
});

const benefitsStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  li: { position: 'relative', paddingLeft: '1.75rem' },
  'li::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.35em',
    width: '1rem',
    height: '0.55rem',
    borderLeft: `3px solid ${colors.teal}`,
    borderBottom: `3px solid ${colors.teal}`,
    transform: 'rotate(-45deg)',
  },
});

const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1rem',
  paddingTop: '1.25rem',
  borderTop: `1px solid ${colors.line}`,
  [mq.lg]: { gridColumn: '1 / -1' },
});

const backStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 0.25rem',
  fontWeight: 600,
  color: colors.navy,
});

type Follow = (event: MouseEvent<HTMLAnchorElement>, label: string, focus: 'result' | PathId) => void;

interface RecommendationProps {
  path: PathOption;
  labels: typeof founderPathLabels;
  assessmentHref: string;
  headingId: string;
  /** The cards' URL. */
  backHref: string;
  follow: Follow;
  headingRef: (id: PathId, heading: HTMLHeadingElement | null) => void;
}

/** One path's recommendation. Its props stay the same between choices, so showing it renders nothing anew. */
const Recommendation = memo(function Recommendation({
  path,
  labels,
  assessmentHref,
  headingId,
  backHref,
  follow,
  headingRef,
}: RecommendationProps) {
  return (
    <section aria-labelledby={headingId} css={resultStyle}>
      <div>
        <Eyebrow>{labels.resultEyebrow}</Eyebrow>
        <h3 id={headingId} ref={(heading) => headingRef(path.id, heading)} tabIndex={-1}>
          {path.title}
        </h3>
        <p>{path.description}</p>
        <dl css={factsStyle}>
          <div>
            <dt>{labels.recommendedPathLabel}</dt>
            <dd>{path.recommendedPath}</dd>
          </div>
          <div>
            <dt>{labels.startingPointLabel}</dt>
            <dd>{path.startingPoint}</dd>
          </div>
          <div>
            <dt>{labels.urgencyLabel}</dt>
            <dd>{path.urgency}</dd>
          </div>
        </dl>
      </div>
      <div>
        <h4>{labels.benefitsHeading}</h4>
        <ul css={benefitsStyle}>
          {path.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <div css={actionsStyle}>
        <ExternalLink
          href={assessmentHref}
          category={FOUNDER_PATH_CATEGORY}
          variant="primary"
          cta={{ category: FOUNDER_PATH_CATEGORY, label: labels.assessmentLabel }}
        >
          {labels.assessmentLabel}
        </ExternalLink>
        <ButtonLink
          href={path.program.href}
          variant="ghost"
          cta={{ category: FOUNDER_PATH_CATEGORY, label: `${labels.programPrefix} ${path.program.name}` }}
        >
          {labels.programPrefix} {path.program.name}
        </ButtonLink>
        <SiteLink href={backHref} css={backStyle} onClick={(event) => follow(event, labels.backLabel, path.id)} {...inPageLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {labels.backLabel}
        </SiteLink>
      </div>
    </section>
  );
});

function FounderPathSelector({ paths, labels, assessmentHref, sectionId }: FounderPathSelectorProps) {
  const [value, , hrefFor] = useQueryParam(PATH_PARAM);
  const chosen = paths.find((path) => path.id === value) ?? null;
  const headingId = useId();
  const linkTo = (id: PathId | null) => `${hrefFor(id)}#${sectionId}`;
  const cardLinks = useRef(new Map<PathId, HTMLAnchorElement>());
  const resultHeadings = useRef(new Map<PathId, HTMLHeadingElement>());
  // Where the focus goes once the choice is shown (the recommendation, or the card of a path):
  // set by a click here, never by Back or Forward.
  const focusNext = useRef<'result' | PathId | null>(null);

  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === 'result' ? chosen && resultHeadings.current.get(chosen.id) : target && cardLinks.current.get(target);
    element?.focus();
  }, [chosen]);

  /** A plain click on one of the selector's links: its URL in the page, then the focus on `focus`. */
  const follow = useCallback<Follow>((event, label, focus) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    trackButtonClick(FOUNDER_PATH_CATEGORY, label);
    focusNext.current = focus;
    navigateInPage(event.currentTarget.getAttribute('href') ?? '/');
  }, []);
  const headingRef = useCallback((id: PathId, heading: HTMLHeadingElement | null) => {
    if (heading) resultHeadings.current.set(id, heading);
    else resultHeadings.current.delete(id);
  }, []);

  // Only what is shown is in the server's HTML. In the browser, React renders the parts not shown
  // (the other recommendations, or the cards) hidden, once the shown part is live and the page is
  // idle, so a choice shows what is there instead of building it and writing its styles in the click.
  return (
    <>
      <Activity mode={chosen ? 'hidden' : 'visible'}>
        <CardGrid aria-label={labels.cardsLabel}>
          {paths.map((path) => (
            <article key={path.id} css={cardStyle}>
              <span css={iconStyle}>
                <PathIcon name={path.icon} />
              </span>
              <h3>
                <SiteLink
                  href={linkTo(path.id)}
                  ref={(link) => {
                    if (link) cardLinks.current.set(path.id, link);
                    else cardLinks.current.delete(path.id);
                  }}
                  onClick={(event) => follow(event, path.title, 'result')}
                  {...inPageLink}
                >
                  {path.title}
                </SiteLink>
              </h3>
              <p>{path.description}</p>
              <p css={seeMore} aria-hidden="true">
                {labels.chooseLabel} →
              </p>
            </article>
          ))}
        </CardGrid>
      </Activity>
      {paths.map((path) => (
        <Activity key={path.id} mode={path === chosen ? 'visible' : 'hidden'}>
          <Recommendation
            path={path}
            labels={labels}
            assessmentHref={assessmentHref}
            headingId={`${headingId}-${path.id}`}
            backHref={linkTo(null)}
            follow={follow}
            headingRef={headingRef}
          />
        </Activity>
      ))}
    </>
  );
}

export default island('founder-path-selector', FounderPathSelector);
