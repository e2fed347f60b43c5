// 5. Three testimonials with a five-star display, and the strip of the network founders meet.
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, fonts, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { Portrait } from '../components/portrait';
import { testimonialsCopy } from './home-content';
import { NetworkLogos } from './network-logos';
import { StarRating } from './star-rating';
import { networkMembers, testimonials } from './testimonials';

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

const networkStyle = css({
  marginTop: '3rem',
  paddingTop: '2.5rem',
  borderTop: `1px solid ${colors.line}`,
  h3: {
    margin: '0 0 1.5rem',
    textAlign: 'center',
    fontFamily: fonts.body,
    fontSize: '0.8rem',
    fontWeight: 700,
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
    color: colors.inkMuted,
  },
  [mq.md]: { marginTop: '4rem' },
});

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
      <div css={networkStyle}>
        <h3>{testimonialsCopy.networkHeading}</h3>
        <NetworkLogos members={networkMembers} label={testimonialsCopy.networkHeading} />
      </div>
    </PageSection>
  );
}
