// The navy band that closes a page, with two links of this site: the main one and another way in.
import { css } from '@emotion/react';
import { CtaBand } from '@pv/shared/ui/cta-band';
import { Container } from '@pv/shared/ui/layout';
import { ButtonLink } from '@pv/shared/ui/links';
import { mq } from '@pv/shared/theme/tokens';

interface Action {
  label: string;
  href: string;
}

export interface ClosingCallToActionProps {
  heading: string;
  text: string;
  primary: Action;
  secondary: Action;
  /** Analytics category of both links. */
  category: string;
}

const placement = css({ padding: '1rem 0 4rem', [mq.md]: { padding: '1.5rem 0 5.5rem' } });

export function ClosingCallToAction({ heading, text, primary, secondary, category }: ClosingCallToActionProps) {
  return (
    <Container css={placement}>
      <CtaBand
        heading={heading}
        text={text}
        actions={
          <>
            <ButtonLink href={primary.href} variant="primary" cta={{ category, label: primary.label }}>
              {primary.label}
            </ButtonLink>
            <ButtonLink href={secondary.href} variant="light" cta={{ category, label: secondary.label }}>
              {secondary.label}
            </ButtonLink>
          </>
        }
      />
    </Container>
  );
}
