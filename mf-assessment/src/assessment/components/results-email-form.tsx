import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';
import { postFormForOutcome } from '@pv/shared/forms/post-form';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  RESULTS_EMAIL_PATH,
  resultsEmailErrors,
  type ResultsEmailOutcome,
} from '@pv/shared/contract/assessment-results';
import { colors, radii } from '@pv/shared/theme/tokens';
import { resultsEmailCopy } from '../content/results';
import { ASSESSMENT_CATEGORY } from '../analytics';

type Status = 'idle' | 'sending' | ResultsEmailOutcome['status'];

const banners: Partial<Record<Status, string>> = {
  invalid: resultsEmailCopy.fieldErrors,
  'rate-limited': resultsEmailCopy.rateLimited,
  unavailable: resultsEmailCopy.unavailable,
};

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

export interface ResultsEmailFormProps {
  code: string;
  /** The server's answer to the form sent without JavaScript. */
  outcome: ResultsEmailOutcome | null;
  headingId: string;
}

/**
 * "E-mail me my results": an address and explicit consent, posted to the shell's server (a real
 * form, which the island sends with fetch once hydrated). The answer is the same whether or not
 * the address was known.
 */
function ResultsEmailForm({ code, outcome, headingId }: ResultsEmailFormProps) {
  const { brand } = useSiteConfig();
  const [status, setStatus] = useState<Status>(outcome?.status ?? 'idle');
  const [email, setEmail] = useState(outcome?.email ?? '');
  const [consent, setConsent] = useState(outcome?.consent ?? false);
  const [errors, setErrors] = useState<ResultsEmailOutcome['errors']>(outcome?.errors ?? {});
  const ids = { email: `${headingId}-address`, consent: `${headingId}-consent` };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    trackButtonClick(ASSESSMENT_CATEGORY, 'E-mail Results');
    const found = resultsEmailErrors({ email, consent });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      const fields = { [CODE_FIELD]: code, [EMAIL_FIELD]: email, [CONSENT_FIELD]: 'yes' };
      const answer = await postFormForOutcome<ResultsEmailOutcome>(RESULTS_EMAIL_PATH, fields);
      setErrors(answer?.errors ?? {});
      setStatus(answer?.status ?? 'unavailable');
    } catch (error) {
      console.error('The results e-mail could not be requested:', error);
      setStatus('unavailable');
    }
  };

  const heading = (
    <h2 id={headingId} css={css({ fontSize: '1.35rem', margin: '0 0 0.5rem' })}>
      {resultsEmailCopy.heading}
    </h2>
  );

  if (status === 'sent' || status === 'saved') {
    return (
      <div>
        {heading}
        <Alert tone="success">{status === 'sent' ? resultsEmailCopy.sent : resultsEmailCopy.saved}</Alert>
      </div>
    );
  }

  return (
    <form method="post" action={RESULTS_EMAIL_PATH} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId}>
      {heading}
      <p css={css({ margin: '0 0 1rem', color: colors.inkMuted })}>{resultsEmailCopy.lead}</p>
      {banners[status] ? <Alert tone="error">{banners[status]}</Alert> : null}
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${ids.email}-error` : undefined}
            css={input}
            placeholder="you@startup.com"
          />
          {errors.email ? (
            <p id={`${ids.email}-error`} css={fieldError}>
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <div css={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.6rem', alignItems: 'start' })}>
            <input
              id={ids.consent}
              name={CONSENT_FIELD}
              type="checkbox"
              value="yes"
              required
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
              css={css({ width: 20, height: 20, margin: '0.15rem 0 0', accentColor: colors.teal })}
            />
            <label htmlFor={ids.consent} css={css({ fontSize: '0.95rem' })}>
              {resultsEmailCopy.consentLabel(brand)}
            </label>
          </div>
          {errors.consent ? (
            <p id={`${ids.consent}-error`} css={fieldError}>
              {errors.consent}
            </p>
          ) : null}
          <p css={css({ margin: '0.35rem 0 0 1.85rem', fontSize: '0.9rem' })}>
            <SiteLink href="/privacy#compass-assessment">{resultsEmailCopy.privacyLink}</SiteLink>
          </p>
        </div>
        {errors.code ? <p css={fieldError}>{errors.code}</p> : null}
        <div>
          <Button type="submit" disabled={status === 'sending'}>
            {status === 'sending' ? resultsEmailCopy.sending : resultsEmailCopy.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

export default island('results-email', ResultsEmailForm);
