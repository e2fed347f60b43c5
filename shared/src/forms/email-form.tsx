// The site's e-mail form (the footer's newsletter, the assessment's results e-mail): a real form
// that posts to its action, rendered as the server's answer left it (a banner and each field's
// error, or its success in place of it). Each use brings its own fields (with FieldError slots),
// hidden fields, checks, endpoint and words; this is the frame they share: the heading, the
// success message, the banner, the submit button with its busy label. A script island of the shell
// (email-form-start.ts), with no React: it is on every page, in the footer.
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { Alert } from '@pv/shared/ui/alert';
import { Button } from '@pv/shared/ui/button';
import { bannerOf, startEmailForm, thanksFor, type EmailFormSpec, type FormOutcome } from '@pv/shared/forms/email-form-start';

const fieldList = css({ display: 'grid', gap: '1rem', marginTop: '0.75rem' });

export interface EmailFormProps extends EmailFormSpec {
  /** Where the form posts: a path of the site's server, or a mailing-list provider's form (`providerStatus`). */
  action: string;
  /** The form's heading (with the id `headingId`, which names the form), left in place when the form is replaced by its success. */
  heading: ReactNode;
  headingId: string;
  /** What the form says above its fields. */
  lead: ReactNode;
  /** Fields sent as they are, unseen. */
  hiddenFields: Readonly<Record<string, string>>;
  /** The server's answer to the form sent without JavaScript, shown here; null otherwise. */
  outcome: FormOutcome | null;
  /** The visible fields, each with its FieldError. */
  children: ReactNode;
}

function EmailForm({ action, heading, headingId, lead, hiddenFields, outcome, children, ...spec }: EmailFormProps) {
  const thanks = outcome ? thanksFor(outcome.status, spec.messages) : undefined;
  const banner = outcome ? bannerOf(outcome.status, spec.messages) : null;
  return (
    <div data-email-form={JSON.stringify(spec)}>
      {heading}
      <Alert tone="success" hidden={thanks === undefined} data-email-form-done="">
        {thanks}
      </Alert>
      <form method="post" action={action} noValidate aria-labelledby={headingId} hidden={thanks !== undefined} data-email-form-fields="">
        {lead}
        <Alert tone="error" hidden={!banner} data-email-form-banner="">
          {banner}
        </Alert>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div css={fieldList}>
          {children}
          <div>
            <Button type="submit" data-email-form-submit="">
              {spec.messages.submit}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

export default scriptIsland('email-form', EmailForm, startEmailForm);
