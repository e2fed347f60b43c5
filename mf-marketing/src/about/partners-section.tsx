// Three ways to work with us: partnerships, mentoring, the service partner network.
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors } from '@pv/shared/theme/tokens';
import { partners } from './about-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

const CATEGORY = 'About Partners';

const cardStyle = css(raisedPanel, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '1.5rem',
  h3: { fontSize: '1.25rem', margin: 0 },
  p: { margin: 0, color: colors.inkMuted },
  a: { marginTop: 'auto' },
});

export function PartnersSection() {
  return (
    <PageSection id={partners.id} eyebrow={partners.eyebrow} heading={partners.heading} intro={partners.intro}>
      <CardGrid aria-label={partners.eyebrow}>
        {partners.cards.map((card) => (
          <div key={card.title} css={cardStyle}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <ButtonLink href={card.href} variant="ghost" cta={{ category: CATEGORY, label: card.label }}>
              {card.label}
              {'context' in card ? <span className="visually-hidden"> {card.context}</span> : null}
            </ButtonLink>
          </div>
        ))}
      </CardGrid>
    </PageSection>
  );
}
