// The call to action that closes a page, inside the page's width, before the footer.
import { css } from '@emotion/react';
import { CtaBand } from '@pv/shared/ui/cta-band';
import { Container } from '@pv/shared/ui/layout';
import { mq } from '@pv/shared/theme/tokens';
import { CallToActions, type CallToAction } from './call-to-actions';

const closing = css({ paddingBottom: '3.5rem', [mq.md]: { paddingBottom: '5rem' } });

export interface ClosingCtaProps {
  heading: string;
  text: string;
  actions: readonly CallToAction[];
  /** Analytics category of its actions. */
  category: string;
}

export function ClosingCta({ heading, text, actions, category }: ClosingCtaProps) {
  return (
    <Container css={closing}>
      <CtaBand heading={heading} text={text} actions={<CallToActions actions={actions} category={category} />} />
    </Container>
  );
}
