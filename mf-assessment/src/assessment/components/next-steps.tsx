import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { nextSteps } from '../content/results';
import { trackNextStepFollowed } from '../analytics';

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gridTemplateColumns: '1fr 1fr' },
});

const item = css({
  height: '100%',
  padding: '1.25rem 1.5rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.white,
  h4: { fontSize: '1.1rem', margin: '0 0 0.35rem' },
  p: { margin: '0 0 0.75rem', color: colors.inkMuted },
  a: { fontWeight: 600 },
});

export function NextSteps() {
  return (
    <ul css={list}>
      {nextSteps.map((step) => (
        <li key={step.link} css={item}>
          <h4>{step.title}</h4>
          <p>{step.description}</p>
          <Link to={step.link} onClick={() => trackNextStepFollowed(step)}>
            {step.action} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
