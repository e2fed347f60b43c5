import { memo, useId, type Ref } from 'react';
import { css } from '@emotion/react';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import type { AnyOptionId, Question, QuestionId } from '../model';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { focusTargetHeading } from './styles';
import { answerField } from '../logic/answer-fields';

const fieldset = css({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const heading = css([focusTargetHeading, { fontSize: '1.5rem', margin: '0 0 0.5rem', [mq.md]: { fontSize: '1.875rem' } }]);

const optionList = css({
  display: 'grid',
  gap: '0.75rem',
  margin: '1.5rem 0 0',
  [mq.md]: { gridTemplateColumns: '1fr 1fr', gap: '1rem' },
});

const optionCard = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '0.75rem',
  rowGap: '0.25rem',
  alignItems: 'start',
  alignContent: 'start',
  padding: '1rem',
  border: `2px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.white,
  transition: 'border-color 150ms ease, background-color 150ms ease',
  '&:hover': { borderColor: colors.teal },
  '&[data-selected]': { borderColor: colors.teal, background: colors.tealLight },
});

const radio = css({
  width: 20,
  height: 20,
  margin: '0.15rem 0 0',
  accentColor: colors.teal,
  cursor: 'pointer',
  // Above the label's card-wide click area, so the radio itself is clickable too.
  position: 'relative',
  zIndex: 1,
});

const optionLabel = css({
  fontWeight: 600,
  color: colors.navy,
  cursor: 'pointer',
  // The whole card selects the option.
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.md },
});

const optionDescription = css({ gridColumn: 2, margin: 0, fontSize: '0.95rem', color: colors.inkMuted });

const legend = css({ padding: 0, float: 'left', width: '100%', '& + *': { clear: 'both' } });
const subtitle = css({ margin: 0, color: colors.inkMuted });

interface QuestionStepProps {
  question: Question;
  selected: AnyOptionId | undefined;
  onChoose: (questionId: QuestionId, optionId: AnyOptionId) => void;
  /** The heading, which the focus moves to after Next or Previous. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/**
 * One question as a native radio group: the legend names it, the subtitle describes it, arrow keys
 * move between options, and each option's description is attached to its radio. The chosen
 * option's card is marked. Only a question whose answer changes renders again (its props are
 * otherwise the same), so an answer costs one question's render.
 */
export const QuestionStep = memo(function QuestionStep({ question, selected, onChoose, headingRef }: QuestionStepProps) {
  const id = useId();
  const subtitleId = `${id}-subtitle`;
  const name = answerField(question.id);
  return (
    <div>
      <Eyebrow>{question.topic}</Eyebrow>
      <fieldset css={fieldset} aria-describedby={subtitleId}>
        <legend css={legend}>
          <h2 tabIndex={-1} css={heading} ref={headingRef}>
            {question.title}
          </h2>
        </legend>
        <p id={subtitleId} css={subtitle}>
          {question.subtitle}
        </p>
        <div css={optionList}>
          {question.options.map((option) => {
            const inputId = `${id}-${option.id}`;
            const checked = selected === option.id;
            return (
              <div key={option.id} css={optionCard} data-option="" data-selected={checked || undefined}>
                <input
                  id={inputId}
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => onChoose(question.id, option.id)}
                  aria-describedby={`${inputId}-description`}
                  css={radio}
                />
                <label htmlFor={inputId} css={optionLabel}>
                  {option.label}
                </label>
                <p id={`${inputId}-description`} css={optionDescription}>
                  {option.description}
                </p>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
});
