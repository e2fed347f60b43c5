// Any 2xx answer of the mail provider is a delivery; anything else, or none in time, throws.
import type { ResultsEmail } from '@pv/shared/contract/assessment-results';

const MAIL_TIMEOUT_MS = 8_000;

export type MailMessage = ResultsEmail & { from: string; to: string };

export function createMailDelivery({ url, key, fetchUpstream = fetch }: { url: string; key: string | null; fetchUpstream?: typeof fetch }) {
  return async (message: MailMessage): Promise<void> => {
    const response = await fetchUpstream(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The mail provider answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
