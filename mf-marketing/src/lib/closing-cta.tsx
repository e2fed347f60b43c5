// The call to action that closes a page, on the paper background under the last section.
import { css } from '@emotion/react';
import { CtaBand, type CtaBandProps } from '@pv/shared/ui/cta-band';
import { Container } from '@pv/shared/ui/layout';
import { mq } from '@pv/shared/theme/tokens';

const below = css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '5rem' } });

// After a white section the band needs the paper's own space above it; after a paper section that
// section's bottom padding is the space.
const afterWhite = css({ paddingTop: '3rem', [mq.md]: { paddingTop: '4.5rem' } });

export function ClosingCta({ after, ...band }: Omit<CtaBandProps, 'level' | 'className'> & { after: 'paper' | 'white' }) {
  return (
    <div css={[below, after === 'white' && afterWhite]}>
      <Container>
        <CtaBand {...band} />
      </Container>
    </div>
  );
}
