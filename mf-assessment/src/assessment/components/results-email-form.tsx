import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import type { HydrateProp } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import EmailForm from '@pv/shared/forms/email-form';
import type { EmailFormMessages } from '@pv/shared/forms/email-form-start';
import { errorAttributes, FieldError } from '@pv/shared/forms/field-error';
import { EmailAddressField } from '@pv/shared/forms/text-field';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  RESULTS_EMAIL_FIELDS,
  RESULTS_EMAIL_PATH,
  type ResultsEmailOutcome,
} from '@pv/shared/contract/assessment-results';
import { colors } from '@pv/shared/theme/tokens';
import { resultsEmailCopy } from '../content/results';
import { ASSESSMENT_CATEGORY } from '../analytics';

const messages: EmailFormMessages = {
  done: { sent: resultsEmailCopy.sent, saved: resultsEmailCopy.saved },
  refused: { 'rate-limited': resultsEmailCopy.rateLimited, unavailable: resultsEmailCopy.unavailable },
  submit: resultsEmailCopy.submit,
  sending: resultsEmailCopy.sending,
  failure: 'The results e-mail could not be requested',
};

export interface ResultsEmailFormProps extends HydrateProp {
  code: string;
  /** The server's answer to the form sent without JavaScript. */
  outcome: ResultsEmailOutcome | null;
  headingId: string;
}

/**
 * "E-mail me my results": an address and explicit consent, posted with the answer code to the
 * shell's server; the site's e-mail form (@pv/shared/forms/email-form). The answer is the same
 * whether or not the address was known.
 */
export function ResultsEmailForm({ hydrate, code, outcome, headingId }: ResultsEmailFormProps) {
  const { brand } = useSiteConfig();
  const errors = outcome?.errors ?? {};
  const ids = { email: `${headingId}-address`, consent: `${headingId}-consent` };
  const errorIds = { consent: `${ids.consent}-error`, code: `${headingId}-code-error` };
  return (
    <EmailForm
      hydrate={hydrate}
      action={RESULTS_EMAIL_PATH}
      hiddenFields={{ [CODE_FIELD]: code }}
      fields={RESULTS_EMAIL_FIELDS}
      messages={messages}
      track={{ category: ASSESSMENT_CATEGORY, label: 'E-mail Results' }}
      outcome={outcome}
      headingId={headingId}
      heading={
        <h2 id={headingId} css={css({ fontSize: '1.35rem', margin: '0 0 0.5rem' })}>
          {resultsEmailCopy.heading}
        </h2>
      }
      lead={<p css={css({ margin: '0 0 1rem', color: colors.inkMuted })}>{resultsEmailCopy.lead}</p>}
    >
      <EmailAddressField
        surface="light"
        id={ids.email}
        name={EMAIL_FIELD}
        label={resultsEmailCopy.emailLabel}
        defaultValue={outcome?.email ?? ''}
        error={errors.email}
      />
      <div>
        <div css={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.6rem', alignItems: 'start' })}>
          <input
            id={ids.consent}
            name={CONSENT_FIELD}
            type="checkbox"
            value="yes"
            required
            defaultChecked={outcome?.consent ?? false}
            {...errorAttributes(errors.consent, errorIds.consent)}
            css={css({ width: 20, height: 20, margin: '0.15rem 0 0', accentColor: colors.teal })}
          />
          <label htmlFor={ids.consent} css={css({ fontSize: '0.95rem' })}>
            {resultsEmailCopy.consentLabel(brand)}
          </label>
        </div>
        <FieldError surface="light" id={errorIds.consent} field={CONSENT_FIELD} message={errors.consent} />
        <p css={css({ margin: '0.35rem 0 0 1.85rem', fontSize: '0.9rem' })}>
          <SiteLink href="/privacy#compass-assessment">{resultsEmailCopy.privacyLink}</SiteLink>
        </p>
      </div>
      <FieldError surface="light" id={errorIds.code} field={CODE_FIELD} message={errors.code} />
    </EmailForm>
  );
}
