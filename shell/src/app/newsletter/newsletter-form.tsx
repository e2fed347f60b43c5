import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { island } from '@pv/shared/islands/island';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { colors, radii } from '@pv/shared/theme/tokens';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, isValidEmail, subscribe } from './subscribe';

export const FIELD_ERROR_BANNER = 'Please correct the marked field(s) below.';
export const SUCCESS_MESSAGE = 'Thank you for Signing Up';
export const UNAVAILABLE_MESSAGE = 'We couldn’t sign you up right now. Please try again in a moment.';

type Status = 'idle' | 'sending' | 'success' | 'invalid' | 'unavailable';

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

/** The footer's newsletter sign-up, an island of the shell. */
export function NewsletterForm() {
  const config = useSiteConfig();
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    trackButtonClick('Newsletter', 'Sign Up');
    const trimmed = email.trim();
    if (!trimmed || !isValidEmail(trimmed)) {
      setEmailError(trimmed ? 'Enter a valid e-mail address, like name@example.com.' : 'Your e-mail address is required.');
      setStatus('invalid');
      return;
    }
    setEmailError(null);
    setStatus('sending');
    const result = await subscribe({ email: trimmed, name }, config);
    if (result.ok) setStatus('success');
    else if (result.reason === 'invalid-email') {
      setEmailError('Enter a valid e-mail address, like name@example.com.');
      setStatus('invalid');
    } else setStatus('unavailable');
  };

  if (status === 'success') {
    return (
      <div data-testid="newsletter">
        <Alert tone="success">{SUCCESS_MESSAGE}</Alert>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} css={css({ color: colors.white, fontSize: '1.125rem', fontFamily: 'inherit' })}>
        Founder notes, once a month
      </h2>
      <p css={css({ color: '#D5DCE6', fontSize: '0.925rem' })}>
        Fundraising playbooks, events and program dates. No spam; unsubscribe anytime.
      </p>
      {status === 'invalid' ? <Alert tone="error">{FIELD_ERROR_BANNER}</Alert> : null}
      {status === 'unavailable' ? <Alert tone="error">{UNAVAILABLE_MESSAGE}</Alert> : null}
      <div css={css({ display: 'grid', gap: '0.75rem', marginTop: '0.75rem' })}>
        <div>
          <label css={label} htmlFor={`${id}-email`}>
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="CONTACT_EMAIL"
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            css={input}
            placeholder="you@startup.com"
          />
          {emailError ? (
            <p id={`${id}-email-error`} css={css({ color: '#FFB4AB', fontSize: '0.85rem', margin: '0.25rem 0 0' })}>
              {emailError}
            </p>
          ) : null}
        </div>
        <div>
          <label css={label} htmlFor={`${id}-name`}>
            Name <span css={css({ color: '#9AA8BD' })}>(optional)</span>
          </label>
          <input
            id={`${id}-name`}
            name="LASTNAME"
            type="text"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            css={input}
          />
        </div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Signing up…' : 'Sign Up'}
        </Button>
      </div>
    </form>
  );
}

export default island('newsletter', NewsletterForm);
