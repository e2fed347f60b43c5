import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { PageHero } from '@pv/shared/ui/page-hero';
import { colors, mq } from '@pv/shared/theme/tokens';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { introCopy } from '../content/page-copy';
import AssessmentTool from './assessment-tool';

const highlights = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
  listStyle: 'none',
  margin: '1.25rem 0 0',
  padding: 0,
  fontSize: '0.9rem',
  fontWeight: 600,
  color: colors.navy,
  [mq.md]: { justifyContent: 'center' },
  li: { display: 'flex', alignItems: 'center', gap: '0.4rem' },
  'li::before': { content: '""', width: 6, height: 6, borderRadius: '50%', background: colors.amber },
});

/** /chart-my-course and /programs/compass: the title band, then the assessment (an island). */
export function AssessmentPage() {
  const { search } = useSiteLocation();
  return (
    <>
      <PageHero eyebrow={introCopy.eyebrow} title={introCopy.heading} lead={introCopy.lead} surface="light" align="center">
        <ul css={highlights}>
          {introCopy.highlights.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </PageHero>
      <Container>
        <AssessmentTool hydrate="load" address={search} />
      </Container>
    </>
  );
}
