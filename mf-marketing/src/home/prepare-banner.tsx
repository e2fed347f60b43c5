// 2. "PREPARE 4" with the rotating word, and the tagline that names the section.
import { useId } from 'react';
import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { colors, fonts, mq } from '@pv/shared/theme/tokens';
import { banner, WORD_ROTATION_MS } from './home-content';
import { RotatingWord } from './rotating-word';

const bandStyle = css({
  padding: '3rem 0 2.75rem',
  background: colors.white,
  borderBottom: `1px solid ${colors.line}`,
  textAlign: 'center',
  [mq.md]: { padding: '4.5rem 0 4rem' },
});

const taglineStyle = css({
  margin: '1.5rem 0 0',
  fontFamily: fonts.heading,
  fontSize: 'clamp(1.3rem, 3.5vw, 1.8rem)',
  color: colors.inkMuted,
});

export function PrepareBanner() {
  const taglineId = useId();
  return (
    <section aria-labelledby={taglineId} css={bandStyle}>
      <Container>
        <RotatingWord
          lead={banner.lead}
          words={banner.words}
          intervalMs={WORD_ROTATION_MS}
          spoken={banner.spoken}
          pauseLabel={banner.pauseLabel}
          playLabel={banner.playLabel}
          controlTarget={banner.controlTarget}
        />
        <h2 id={taglineId} css={taglineStyle}>
          {banner.tagline}
        </h2>
      </Container>
    </section>
  );
}
