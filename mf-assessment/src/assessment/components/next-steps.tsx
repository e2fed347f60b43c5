import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { colors, radii } from '@pv/shared/theme/tokens';
import { nextSteps } from '../content/results';
import { nextStepCta } from '../analytics';

const item = css({
  height: '100%',
  padding: '1.25rem 1.5rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.white,
  h3: { fontSize: '1.1rem', margin: '0 0 0.35rem' },
  p: { margin: '0 0 0.75rem', color: colors.inkMuted },
  a: { fontWeight: 600 },
});

export function NextSteps() {
  return (
    <CardGrid columns={2}>
      {nextSteps.map((step) => (
        <div key={step.link} css={item}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
          <SiteLink href={step.link} cta={nextStepCta(step)}>
            {step.action} <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
      ))}
    </CardGrid>
  );
}
