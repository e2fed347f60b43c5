import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { colors, radii } from '@pv/shared/theme/tokens';
import { MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';
import { MAX_NAME_LENGTH, signupErrors, subscribe } from './subscribe';
import {
  EMAIL_FIELD,
  FIELD_ERROR_BANNER,
  NAME_FIELD,
  NEWSLETTER_PATH,
  RATE_LIMITED_MESSAGE,
  RETURN_FIELD,
  SUCCESS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type NewsletterOutcome,
} from './newsletter-outcome';

type Status = 'idle' | 'sending' | NewsletterOutcome['status'];

const ERROR_BANNERS: Partial<Record<Status, string>> = {
  invalid: FIELD_ERROR_BANNER,
  'rate-limited': RATE_LIMITED_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
};

const input = css({
  width: '100%',
  minHeight: 44,
  padding: '0.6rem 0.8rem',
  borderRadius: radii.sm,
  border: `1px solid ${colors.navySoft}`,
  background: colors.navyDeep,
  color: colors.white,
  '&::placeholder': { color: '#9AA8BD' },
  '&[aria-invalid="true"]': { borderColor: '#FF8A80', boxShadow: '0 0 0 1px #FF8A80' },
});

const label = css({ display: 'block', fontSize: '0.875rem', marginBottom: '0.25rem', color: '#D5DCE6' });

const fieldError = css({ color: '#FFB4AB', fontSize: '0.85rem', margin: '0.25rem 0 0' });

export interface NewsletterFormProps {
  /** The server's answer to a sign-up sent without JavaScript, shown by the page it rendered. */
  outcome?: NewsletterOutcome | null;
}

/**
 * The footer's newsletter sign-up, an island of the shell: a real form POST (to the provider when
 * one is configured, else to the shell server), which the browser sends with fetch once hydrated.
 */
export function NewsletterForm({ outcome = null }: NewsletterFormProps) {
  const config = useSiteConfig();
  const location = useSiteLocation();
  const id = useId();
  const [status, setStatus] = useState<Status>(outcome?.status ?? 'idle');
  const [email, setEmail] = useState(outcome?.email ?? '');
  const [name, setName] = useState(outcome?.name ?? '');
  const [errors, setErrors] = useState<NewsletterOutcome['errors']>(outcome?.errors ?? {});
  const returnTo = `${location.pathname}${location.search}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    trackButtonClick('Newsletter', 'Sign Up');
    const found = signupErrors({ email, name });
    setErrors(found);
    if (found.email || found.name) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    const answer = await subscribe({ email, name }, config, returnTo);
    setErrors(answer.errors);
    setStatus(answer.status);
  };

  if (status === 'success') {
    return (
      <div data-testid="newsletter">
        <Alert tone="success">{SUCCESS_MESSAGE}</Alert>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={config.newsletterFormUrl ?? NEWSLETTER_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      data-testid="newsletter"
    >
      <h2 id={`${id}-title`} css={css({ color: colors.white, fontSize: '1.125rem', fontFamily: 'inherit' })}>
        Founder notes, once a month
      </h2>
      <p css={css({ color: '#D5DCE6', fontSize: '0.925rem' })}>
        Fundraising playbooks, events and program dates. No spam; unsubscribe anytime.
      </p>
      {ERROR_BANNERS[status] ? <Alert tone="error">{ERROR_BANNERS[status]}</Alert> : null}
      {config.newsletterFormUrl ? (
        <>
          <input type="hidden" name="email_address_check" value="" />
          <input type="hidden" name="locale" value="en" />
        </>
      ) : (
        <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      )}
      <div css={css({ display: 'grid', gap: '0.75rem', marginTop: '0.75rem' })}>
        <div>
          <label css={label} htmlFor={`${id}-email`}>
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name={EMAIL_FIELD}
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            css={input}
            placeholder="you@startup.com"
          />
          {errors.email ? (
            <p id={`${id}-email-error`} css={fieldError}>
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label css={label} htmlFor={`${id}-name`}>
            Name <span css={css({ color: '#9AA8BD' })}>(optional)</span>
          </label>
          <input
            id={`${id}-name`}
            name={NAME_FIELD}
            type="text"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            css={input}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} css={fieldError}>
              {errors.name}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Signing up…' : 'Sign Up'}
        </Button>
      </div>
    </form>
  );
}

export default island('newsletter', NewsletterForm);
