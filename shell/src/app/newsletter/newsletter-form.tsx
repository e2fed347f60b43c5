import { useId } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { scriptIsland } from '@pv/shared/islands/island';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { colors, radii } from '@pv/shared/theme/tokens';
import { MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';
import { MAX_NAME_LENGTH } from './subscribe';
import { EMAIL_FIELD, NAME_FIELD, NEWSLETTER_PATH, RETURN_FIELD, SUCCESS_MESSAGE, type NewsletterOutcome } from './newsletter-outcome';
import { bannerOf, startNewsletter } from './newsletter-start';

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
 * one is configured, else to the shell server), rendered here as the server's answer left it
 * (errors, or the success). In the browser startNewsletter (newsletter-start.ts, a script island:
 * docs/decisions/0026-script-islands.md) checks it, sends it with fetch and shows the answer in place.
 */
function NewsletterForm({ outcome = null }: NewsletterFormProps) {
  const config = useSiteConfig();
  const location = useSiteLocation();
  const id = useId();
  const done = outcome?.status === 'success';
  const banner = outcome ? bannerOf(outcome.status) : null;
  const errors = outcome?.errors ?? {};
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div data-testid="newsletter" data-newsletter="">
      <Alert tone="success" hidden={!done} data-newsletter-done="">
        {done ? SUCCESS_MESSAGE : null}
      </Alert>
      <form
        method="post"
        action={config.newsletterFormUrl ?? NEWSLETTER_PATH}
        noValidate
        aria-labelledby={`${id}-title`}
        hidden={done}
        data-newsletter-form=""
        data-provider={config.newsletterFormUrl ? '' : undefined}
      >
        <h2 id={`${id}-title`} css={css({ color: colors.white, fontSize: '1.125rem', fontFamily: 'inherit' })}>
          Founder notes, once a month
        </h2>
        <p css={css({ color: '#D5DCE6', fontSize: '0.925rem' })}>
          Fundraising playbooks, events and program dates. No spam; unsubscribe anytime.
        </p>
        <Alert tone="error" hidden={!banner} data-newsletter-banner="">
          {banner}
        </Alert>
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
              defaultValue={outcome?.email ?? ''}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              css={input}
              placeholder="you@startup.com"
            />
            <p id={`${id}-email-error`} css={fieldError} hidden={!errors.email} data-error-for={EMAIL_FIELD}>
              {errors.email}
            </p>
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
              defaultValue={outcome?.name ?? ''}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              css={input}
            />
            <p id={`${id}-name-error`} css={fieldError} hidden={!errors.name} data-error-for={NAME_FIELD}>
              {errors.name}
            </p>
          </div>
          <Button type="submit" data-newsletter-submit="">
            Sign Up
          </Button>
        </div>
      </form>
    </div>
  );
}

export default scriptIsland('newsletter', NewsletterForm, startNewsletter);
