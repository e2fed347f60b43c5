/** @jest-environment node */
import { createMailDelivery, type MailMessage } from './mail-delivery';

const message: MailMessage = { from: 'team@site.example', to: 'ada@example.org', subject: 'S', text: 'T', html: '<p>H</p>' };

describe('the mail provider', () => {
  it('gets the message as JSON, with the key as a bearer token', async () => {
    const fetchUpstream = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"id":"1"}', { status: 202 }));
    await createMailDelivery({ url: 'https://mail.example/send', key: 'secret', fetchUpstream })(message);
    const [url, init] = fetchUpstream.mock.calls[0] ?? [];
    expect(url).toBe('https://mail.example/send');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer secret');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(message);
  });

  it('sends no authorization without a key, and throws on an answer that is not 2xx', async () => {
    const fetchUpstream = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('quota', { status: 429 }));
    await expect(createMailDelivery({ url: 'https://mail.example/send', key: null, fetchUpstream })(message)).rejects.toThrow(
      'The mail provider answered 429: quota',
    );
    expect(new Headers(fetchUpstream.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});
