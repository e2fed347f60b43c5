// What happens at our events, and the way to the calendar: the footer's "Events" lands here.
import { css } from '@emotion/react';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { TitledCards } from '../components/titled-cards';
import { eventsBand } from './home-content';

const cardStyle = css({
  padding: '1.25rem 1.4rem',
  background: colors.paper,
  borderLeft: `4px solid ${colors.amber}`,
  borderRadius: radii.md,
  h3: { fontSize: '1.15rem', margin: '0 0 0.35rem' },
  p: { margin: 0, color: colors.inkMuted },
});

const actionStyle = css({ marginTop: '2rem' });

export function EventsBand() {
  return (
    <PageSection id={eventsBand.id} eyebrow={eventsBand.eyebrow} heading={eventsBand.heading} intro={eventsBand.text} surface="white">
      <TitledCards items={eventsBand.types} label={eventsBand.eyebrow} columns={4} cardCss={cardStyle} />
      <div css={actionStyle}>
        <ButtonLink href={eventsBand.href} variant="secondary">
          {eventsBand.linkLabel}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
