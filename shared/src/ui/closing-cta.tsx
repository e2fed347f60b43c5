// The call to action that closes a page: the navy band inside the page's width, on the paper under
// the last section, before the footer. One for every page that ends with one.
import { css } from '@emotion/react';
import { CtaBand, type CtaBandProps } from '@pv/shared/ui/cta-band';
import { Container } from '@pv/shared/ui/layout';
import { mq } from '@pv/shared/theme/tokens';

const below = css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '5rem' } });

// After a white section the band needs the paper's own space above it; after a paper section that
// section's bottom padding is the space.
const afterWhite = css({ paddingTop: '3rem', [mq.md]: { paddingTop: '4.5rem' } });

export interface ClosingCtaProps extends Omit<CtaBandProps, 'level' | 'className'> {
  /** The surface of the section above it. */
  after?: 'paper' | 'white';
}

export function ClosingCta({ after = 'paper', ...band }: ClosingCtaProps) {
  return (
    <div css={[below, after === 'white' && afterWhite]}>
      <Container>
        <CtaBand {...band} />
      </Container>
    </div>
  );
}
