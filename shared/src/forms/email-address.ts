// The one rule for an e-mail address a visitor types into a form of the site (the footer's
// newsletter, the assessment's results), checked the same way in the browser and on the server.
export const EMAIL_REQUIRED = 'Your e-mail address is required.';
export const EMAIL_MALFORMED = 'Enter a valid e-mail address, like name@example.com.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** The error of an address (trimmed first), or undefined when it may be sent. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return EMAIL_REQUIRED;
  return isValidEmail(trimmed) ? undefined : EMAIL_MALFORMED;
}
