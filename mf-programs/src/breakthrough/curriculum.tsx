// The Breakthrough curriculum: the blocks of the shared data in order, each with the weeks it
// spans (the program's weeks shared equally between its blocks), what it is for and its topics.
import { css } from '@emotion/react';
import { breakthroughFacts } from '@pv/shared/content/programs';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, fonts, mq } from '@pv/shared/theme/tokens';
import { curriculum, curriculumBlocks } from './breakthrough-content';
import { panel } from '@pv/shared/ui/surfaces';

/** The first and last week of block `index` when `weeks` are shared equally between `blocks`. */
export function blockWeeks(index: number, weeks: number, blocks: number): [first: number, last: number] {
  const length = weeks / blocks;
  return [index * length + 1, (index + 1) * length];
}

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.25rem' },
  [mq.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

const blockStyle = css(panel, {
  height: '100%',
  padding: '1.25rem 1.15rem 1.35rem',
  borderTop: `4px solid ${colors.amber}`,
  h3: { margin: '0.25rem 0 0.5rem', fontSize: '1.15rem', lineHeight: 1.3 },
  p: { margin: '0 0 0.75rem', color: colors.inkMuted, lineHeight: 1.55 },
  ul: { margin: 0, paddingLeft: '1.1rem', fontSize: '0.95rem', lineHeight: 1.5 },
  li: { marginBottom: '0.35rem' },
  'li::marker': { color: colors.teal },
});

const weeksStyle = css({
  margin: 0,
  fontFamily: fonts.body,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: colors.teal,
});

export function Curriculum() {
  const { weeks, blocks } = breakthroughFacts;
  return (
    <PageSection
      id={curriculum.id}
      eyebrow={curriculum.eyebrow}
      heading={curriculum.heading(weeks)}
      intro={curriculum.intro}
      surface="white"
    >
      <ol css={listStyle}>
        {blocks.map((name, i) => {
          const [first, last] = blockWeeks(i, weeks, blocks.length);
          const block = curriculumBlocks[name];
          return (
            <li key={name} css={blockStyle}>
              <p css={weeksStyle}>{curriculum.weeksLabel(first, last)}</p>
              <h3>{name}</h3>
              <p>{block.summary}</p>
              <ul>
                {block.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}
