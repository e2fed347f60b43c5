// 5. Three testimonials with a five-star display; two success stories from the community, as a
// teaser of its success tab; and the kinds of investors and partners founders meet (plain words,
// no logos of firms).
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { ButtonLink } from '@pv/shared/ui/links';
import { Portrait } from '../components/portrait';
import { successStories } from '../community/community-content';
import { SuccessStoryCard } from '../community/success-story-card';
import { testimonialsCopy } from './home-content';
import { NetworkKinds } from './network-kinds';
import { StarRating } from './star-rating';
import { testimonials } from './testimonials';

const PORTRAIT_PX = 56;

const cardStyle = css({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1.5rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  blockquote: { margin: 0, fontSize: '1.05rem', lineHeight: 1.65, color: colors.ink },
  'blockquote p': { margin: 0 },
  figcaption: { marginTop: 'auto', display: 'flex', alignItems: 'center', gap: '0.85rem' },
});

const nameStyle = css({ display: 'block', fontWeight: 700, color: colors.navy });
const companyStyle = css({ display: 'block', fontSize: '0.92rem', color: colors.inkMuted });

const { stories, network } = testimonialsCopy;

const teaserStories = stories.ids.flatMap((id) => successStories.filter((story) => story.id === id));

const partStyle = css({
  marginTop: '3rem',
  paddingTop: '2.5rem',
  borderTop: `1px solid ${colors.line}`,
  h3: { margin: '0 0 0.5rem', fontSize: 'clamp(1.3rem, 3vw, 1.6rem)', textWrap: 'balance' },
  [mq.md]: { marginTop: '4rem' },
});

const partText = css({ margin: '0 0 1.5rem', maxWidth: '62ch', color: colors.inkMuted });

const moreStyle = css({ marginTop: '1.5rem' });

export function TestimonialsSection() {
  return (
    <PageSection id={testimonialsCopy.id} eyebrow={testimonialsCopy.eyebrow} heading={testimonialsCopy.heading} surface="white">
      <CardGrid aria-label={testimonialsCopy.heading}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.name} css={cardStyle}>
            <StarRating rating={testimonial.rating} outOf={testimonialsCopy.ratingOutOf} />
            <blockquote>
              <p>“{testimonial.text}”</p>
            </blockquote>
            <figcaption>
              <Portrait name={testimonial.name} size={PORTRAIT_PX} />
              <span>
                <span css={nameStyle}>{testimonial.name}</span>
                <span css={companyStyle}>{testimonial.company}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </CardGrid>
      <div css={partStyle}>
        <h3>{stories.heading}</h3>
        <p css={partText}>{stories.text}</p>
        <CardGrid columns={2} aria-label={stories.heading}>
          {teaserStories.map((story) => (
            <SuccessStoryCard key={story.id} story={story} outcomeLabel={stories.outcome} />
          ))}
        </CardGrid>
        <div css={moreStyle}>
          <ButtonLink href={stories.href} variant="ghost">
            {stories.more}
          </ButtonLink>
        </div>
      </div>
      <div css={partStyle}>
        <h3>{network.heading}</h3>
        <p css={partText}>{network.text}</p>
        <NetworkKinds kinds={network.kinds} label={network.heading} />
      </div>
    </PageSection>
  );
}
