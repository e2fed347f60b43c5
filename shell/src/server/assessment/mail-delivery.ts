// Hands an e-mail to the deployment's mail provider: an HTTP POST of JSON to MAIL_PROVIDER_URL,
// with MAIL_PROVIDER_KEY as a bearer token when set (README.md, "Configuration"):
//   { "from": "<SUPPORT_EMAIL>", "to": "<address>", "subject": "...", "text": "...", "html": "..." }
// Any 2xx answer is a delivery; anything else, or no answer within the time-out, throws.

export const MAIL_TIMEOUT_MS = 8_000;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailDelivery = (message: MailMessage) => Promise<void>;

export interface MailDeliveryOptions {
  url: string;
  key: string | null;
  fetchUpstream?: typeof fetch;
  timeoutMs?: number;
}

export function createMailDelivery({ url, key, fetchUpstream = fetch, timeoutMs = MAIL_TIMEOUT_MS }: MailDeliveryOptions): MailDelivery {
  return async (message) => {
    const response = await fetchUpstream(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The mail provider answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
