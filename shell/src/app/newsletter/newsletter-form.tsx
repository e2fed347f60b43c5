import { useId } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import type { HydrateProp } from '@pv/shared/islands/island';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import EmailForm from '@pv/shared/forms/email-form';
import type { EmailFormMessages } from '@pv/shared/forms/email-form-start';
import { EmailAddressField, TextField } from '@pv/shared/forms/text-field';
import { colors } from '@pv/shared/theme/tokens';
import { MAX_NAME_LENGTH, SIGNUP_FIELDS } from './signup-fields';
import {
  EMAIL_FIELD,
  NAME_FIELD,
  NEWSLETTER_PATH,
  RATE_LIMITED_MESSAGE,
  RETURN_FIELD,
  SUCCESS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type NewsletterOutcome,
} from './newsletter-outcome';

const messages: EmailFormMessages = {
  done: { success: SUCCESS_MESSAGE },
  refused: { 'rate-limited': RATE_LIMITED_MESSAGE, unavailable: UNAVAILABLE_MESSAGE },
  submit: 'Sign Up',
  sending: 'Signing up…',
  failure: 'Newsletter sign-up failed',
};

/** The fields a mailing-list provider's opt-in form expects beside the visitor's (docs/behaviour.md, "Newsletter"). */
const PROVIDER_FIELDS = { email_address_check: '', locale: 'en' };

export interface NewsletterFormProps extends HydrateProp {
  /** The server's answer to a sign-up sent without JavaScript, shown by the page it rendered. */
  outcome: NewsletterOutcome | null;
}

/**
 * The footer's newsletter sign-up: the site's e-mail form (@pv/shared/forms/email-form) with an
 * address and an optional name, posted to the mailing-list provider when one is configured, else to
 * the shell's server with the page it was on, so a sign-up without JavaScript comes back to it.
 */
export function NewsletterForm({ hydrate, outcome }: NewsletterFormProps) {
  const { newsletterFormUrl } = useSiteConfig();
  const { pathname, search } = useSiteLocation();
  const id = useId();
  const errors = outcome?.errors ?? {};
  const ids = { title: `${id}-title`, email: `${id}-email`, name: `${id}-name` };
  return (
    <div data-testid="newsletter">
      <EmailForm
        hydrate={hydrate}
        action={newsletterFormUrl ?? NEWSLETTER_PATH}
        {...(newsletterFormUrl ? { providerStatus: 'success' } : {})}
        hiddenFields={newsletterFormUrl ? PROVIDER_FIELDS : { [RETURN_FIELD]: `${pathname}${search}` }}
        fields={SIGNUP_FIELDS}
        messages={messages}
        track={{ category: 'Newsletter', label: 'Sign Up' }}
        outcome={outcome}
        headingId={ids.title}
        heading={
          <h2 id={ids.title} css={css({ color: colors.white, fontSize: '1.125rem', fontFamily: 'inherit' })}>
            Founder notes, once a month
          </h2>
        }
        lead={
          <p css={css({ color: '#D5DCE6', fontSize: '0.925rem' })}>
            Fundraising playbooks, events and program dates. No spam; unsubscribe anytime.
          </p>
        }
      >
        <EmailAddressField
          surface="dark"
          id={ids.email}
          name={EMAIL_FIELD}
          label="E-mail"
          defaultValue={outcome?.email ?? ''}
          error={errors.email}
        />
        <TextField
          surface="dark"
          id={ids.name}
          name={NAME_FIELD}
          type="text"
          label="Name"
          hint="(optional)"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          defaultValue={outcome?.name ?? ''}
          error={errors.name}
        />
      </EmailForm>
    </div>
  );
}
