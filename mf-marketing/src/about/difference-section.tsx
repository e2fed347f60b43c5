// How we differ from a typical accelerator, point by point.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { difference } from './about-content';

const cardStyle = css({
  padding: '1.4rem 1.5rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  h3: { fontSize: '1.15rem', margin: '0 0 1rem' },
  dl: { margin: 0, display: 'grid', gap: '0.85rem' },
  dt: { fontSize: '0.78rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.inkMuted },
  dd: { margin: '0.2rem 0 0' },
  'div:first-of-type dd': { color: colors.inkMuted },
  'div:last-of-type dt': { color: colors.teal },
  'div:last-of-type dd': { fontWeight: 600, color: colors.navy },
});

export function DifferenceSection() {
  const { brand } = useSiteConfig();
  return (
    <PageSection id={difference.id} eyebrow={difference.eyebrow} heading={difference.heading}>
      <CardGrid columns={4} aria-label={difference.eyebrow}>
        {difference.rows.map((row) => (
          <div key={row.topic} css={cardStyle}>
            <h3>{row.topic}</h3>
            <dl>
              <div>
                <dt>{difference.otherLabel}</dt>
                <dd>{row.other}</dd>
              </div>
              <div>
                <dt>{difference.oursLabel(brand)}</dt>
                <dd>{row.ours}</dd>
              </div>
            </dl>
          </div>
        ))}
      </CardGrid>
    </PageSection>
  );
}
