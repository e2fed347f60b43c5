import { css } from '@emotion/react';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { colors, radii } from '@pv/shared/theme/tokens';
import type { Recommendation } from '../model';
import { priorityLabels, recommendationTypeLabels, resultsCopy } from '../content/results';
import { RECOMMENDATION_CATEGORY, recommendationCta } from '../analytics';

const card = css({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '1.5rem',
  border: `1px solid ${colors.line}`,
  borderTop: `4px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.white,
  breakInside: 'avoid',
  '&[data-priority="high"]': { borderTopColor: colors.amber },
  h3: { fontSize: '1.25rem', margin: 0 },
  p: { margin: 0, color: colors.inkMuted },
});

const badge = css({
  display: 'inline-block',
  padding: '0.15rem 0.6rem',
  borderRadius: radii.pill,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

const links = css({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem 1.25rem' });

/** A recommendation: its program's page, and the booking page to talk it through. */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { urls } = useSiteConfig();
  const { type, title, description, action, link, priority } = recommendation;
  return (
    <article css={card} data-priority={priority}>
      <p css={css({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })}>
        <span css={[badge, css({ background: colors.paper, color: colors.navy, boxShadow: `inset 0 0 0 1px ${colors.line}` })]}>
          {recommendationTypeLabels[type]}
        </span>
        <span
          css={[
            badge,
            priority === 'high'
              ? css({ background: colors.navy, color: colors.white })
              : css({ background: colors.tealLight, color: colors.navy }),
          ]}
        >
          {priorityLabels[priority]}
        </span>
      </p>
      <h3>{title}</h3>
      <p>{description}</p>
      <div css={links}>
        <ButtonLink href={link} variant={priority === 'high' ? 'primary' : 'ghost'} cta={recommendationCta(recommendation)}>
          {action}
        </ButtonLink>
        <ExternalLink href={urls.booking} category={RECOMMENDATION_CATEGORY} css={css({ fontWeight: 600 })}>
          {resultsCopy.booking}
          <span className="visually-hidden">{resultsCopy.bookingAbout(title)}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
