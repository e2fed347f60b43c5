// How a no-equity accelerator works, in four steps: the footer's "How It Works" lands here.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { howItWorks } from './home-content';

const stepsStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.5rem' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  li: {
    counterIncrement: 'step',
    padding: '1.5rem',
    background: colors.white,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
  },
  'li::before': {
    content: 'counter(step, decimal-leading-zero)',
    display: 'block',
    marginBottom: '0.75rem',
    fontFamily: fonts.heading,
    fontSize: '2rem',
    fontWeight: 700,
    lineHeight: 1,
    color: colors.teal,
  },
  h3: { fontSize: '1.2rem', margin: '0 0 0.5rem' },
  p: { margin: 0, color: colors.inkMuted },
});

export function HowItWorksSection() {
  return (
    <PageSection id={howItWorks.id} eyebrow={howItWorks.eyebrow} heading={howItWorks.heading} intro={howItWorks.intro}>
      {/* `role="list"` keeps list semantics where a browser drops them for a list without markers. */}
      <ol role="list" css={stepsStyle}>
        {howItWorks.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
