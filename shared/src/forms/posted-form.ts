// A form sent without JavaScript is answered with the page it came from, rendered again with the
// form's outcome (docs/decisions/0010-newsletter-and-hardening.md): the shell's server provides the
// outcome here, and the page that owns the form (the footer's newsletter, the assessment's results
// e-mail) reads it and hands it to its island as a prop. A singleton across the shell and remotes.
import { createContext, useContext } from 'react';

export interface PostedForm {
  /** Which form was sent, e.g. `newsletter`. */
  form: string;
  /** What came of it, in the form's own shape (plain data). */
  outcome: unknown;
}

export const PostedFormContext = createContext<PostedForm | null>(null);

/** The outcome of `form`, when the page is the answer to it; null otherwise. */
export function usePostedForm<Outcome>(form: string): Outcome | null {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? (posted.outcome as Outcome) : null;
}
