// An Apply or Contact button: a link that opens the application e-mail draft (application-email.ts)
// to one of the configured addresses.
import type { ReactNode } from 'react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';
import { applicationMailto, type ApplicationEmail } from './application-email';

export function EmailDraftButton({
  to,
  email,
  variant = 'primary',
  children,
}: {
  to: 'support' | 'partnerships';
  email: ApplicationEmail;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const config = useSiteConfig();
  return (
    <a href={applicationMailto(config.emails[to], email, config.brand)} css={buttonStyles(variant)}>
      {children}
    </a>
  );
}
