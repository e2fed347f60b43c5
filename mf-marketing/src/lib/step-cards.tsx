// Steps in order as a row of cards, each numbered: how to apply, how a partnership starts.
import { CardGrid, type CardGridColumns } from '@pv/shared/ui/card-grid';
import { card, stepNumber } from './card-styles';

export interface Step {
  title: string;
  text: string;
}

export function StepCards({ steps, label, columns = 3 }: { steps: readonly Step[]; label: string; columns?: CardGridColumns }) {
  return (
    <CardGrid columns={columns} aria-label={label}>
      {steps.map((step, index) => (
        <article key={step.title} css={card}>
          <span css={stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </article>
      ))}
    </CardGrid>
  );
}
