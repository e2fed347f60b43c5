// Applications arrive by e-mail (docs/content.md, "No dead ends"): an Apply button opens a draft to
// the configured address with a subject and a body template, one line per thing we ask for.
import { mailtoHref } from '@pv/shared/ui/links';

export interface ApplicationEmail {
  subject: string;
  /** The sentence under the greeting. */
  intro: string;
  /** What we ask for, one line each, for the sender to complete: "Company name". */
  fields: readonly string[];
}

/** The body template: greeting, intro, one `Field: ` line per field, sign-off. */
export function applicationBody(email: ApplicationEmail, brand: string): string {
  return [`Hello ${brand} team,`, '', email.intro, '', ...email.fields.map((field) => `${field}: `), '', 'Thank you,', ''].join('\n');
}

/** The `mailto:` href of the draft. */
export const applicationMailto = (to: string, email: ApplicationEmail, brand: string) =>
  mailtoHref(to, { subject: email.subject, body: applicationBody(email, brand) });
