import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  RESULTS_EMAIL_PATH,
  type ResultsEmailOutcome,
} from '@pv/shared/contract/assessment-results';
import { colors, radii } from '@pv/shared/theme/tokens';
import { resultsEmailCopy } from '../content/results';
import { bannerOf, startResultsEmail, type ResultsEmailMessages } from './results-email-start';

const input = css({
  width: '100%',
  minHeight: 44,
  padding: '0.6rem 0.8rem',
  border: `1px solid ${colors.inkMuted}`,
  borderRadius: radii.sm,
  background: colors.white,
  color: colors.ink,
  font: 'inherit',
  '&[aria-invalid="true"]': { borderColor: colors.danger, boxShadow: `0 0 0 1px ${colors.danger}` },
});

const fieldError = css({ color: colors.danger, fontSize: '0.9rem', margin: '0.25rem 0 0' });

const messages: ResultsEmailMessages = {
  invalid: resultsEmailCopy.fieldErrors,
  'rate-limited': resultsEmailCopy.rateLimited,
  unavailable: resultsEmailCopy.unavailable,
  sent: resultsEmailCopy.sent,
  saved: resultsEmailCopy.saved,
  submit: resultsEmailCopy.submit,
  sending: resultsEmailCopy.sending,
};

export interface ResultsEmailFormProps {
  code: string;
  /** The server's answer to the form sent without JavaScript. */
  outcome: ResultsEmailOutcome | null;
  headingId: string;
}

/**
 * "E-mail me my results": an address and explicit consent, posted to the shell's server. A real
 * form, rendered here as the server's answer left it (errors, or the result); in the browser
 * startResultsEmail (a script island: docs/decisions/0026-script-islands.md) sends it with fetch
 * and shows the answer in place. The answer is the same whether or not the address was known.
 */
function ResultsEmailForm({ code, outcome, headingId }: ResultsEmailFormProps) {
  const { brand } = useSiteConfig();
  const status = outcome?.status;
  const errors = outcome?.errors ?? {};
  const done = status === 'sent' || status === 'saved';
  const banner = status ? bannerOf(status, messages) : null;
  const ids = { email: `${headingId}-address`, consent: `${headingId}-consent` };
  return (
    <div data-results-email="" data-messages={JSON.stringify(messages)}>
      <h2 id={headingId} css={css({ fontSize: '1.35rem', margin: '0 0 0.5rem' })}>
        {resultsEmailCopy.heading}
      </h2>
      <Alert tone="success" hidden={!done} data-email-done="">
        {done ? messages[status] : null}
      </Alert>
      <form method="post" action={RESULTS_EMAIL_PATH} noValidate aria-labelledby={headingId} hidden={done} data-email-form="">
        <p css={css({ margin: '0 0 1rem', color: colors.inkMuted })}>{resultsEmailCopy.lead}</p>
        <Alert tone="error" hidden={!banner} data-email-banner="">
          {banner}
        </Alert>
        <input type="hidden" name={CODE_FIELD} value={code} />
        <div css={css({ display: 'grid', gap: '1rem', marginTop: '0.75rem' })}>
          <div>
            <label htmlFor={ids.email} css={css({ display: 'block', fontWeight: 600, color: colors.navy, marginBottom: '0.35rem' })}>
              {resultsEmailCopy.emailLabel} <span aria-hidden="true">*</span>
            </label>
            <input
              id={ids.email}
              name={EMAIL_FIELD}
              type="email"
              autoComplete="email"
              required
              maxLength={MAX_EMAIL_LENGTH}
              defaultValue={outcome?.email ?? ''}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${ids.email}-error` : undefined}
              css={input}
              placeholder="you@startup.com"
            />
            <p id={`${ids.email}-error`} css={fieldError} hidden={!errors.email} data-error-for={EMAIL_FIELD}>
              {errors.email}
            </p>
          </div>
          <div>
            <div css={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.6rem', alignItems: 'start' })}>
              <input
                id={ids.consent}
                name={CONSENT_FIELD}
                type="checkbox"
                value="yes"
                required
                defaultChecked={outcome?.consent ?? false}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
                css={css({ width: 20, height: 20, margin: '0.15rem 0 0', accentColor: colors.teal })}
              />
              <label htmlFor={ids.consent} css={css({ fontSize: '0.95rem' })}>
                {resultsEmailCopy.consentLabel(brand)}
              </label>
            </div>
            <p id={`${ids.consent}-error`} css={fieldError} hidden={!errors.consent} data-error-for={CONSENT_FIELD}>
              {errors.consent}
            </p>
            <p css={css({ margin: '0.35rem 0 0 1.85rem', fontSize: '0.9rem' })}>
              <SiteLink href="/privacy#compass-assessment">{resultsEmailCopy.privacyLink}</SiteLink>
            </p>
          </div>
          <p css={fieldError} hidden={!errors.code} data-error-for={CODE_FIELD}>
            {errors.code}
          </p>
          <div>
            <Button type="submit" data-email-submit="">
              {resultsEmailCopy.submit}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

export default scriptIsland('results-email', ResultsEmailForm, startResultsEmail);
