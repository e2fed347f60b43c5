/** @jest-environment node */
import type http from 'node:http';
import { EMAIL_MALFORMED, EMAIL_REQUIRED } from '@pv/shared/forms/email-address';
import { CONSENT_REQUIRED } from '@pv/shared/contract/assessment-results';
import { captureLogLines } from '../../testing/log-lines';
import { fakePageHtml, RESULT, SITE, startTestServer, withTestServer, type UpstreamRequest } from '../../testing/test-server';
import { CODE_NOT_VALID, createMailDelivery, type MailMessage } from './results-routes';

const site = withTestServer({ RESULTS_EMAILS_PER_MINUTE: '2', ASSESSMENT_FINISHES_PER_MINUTE: '2' });

const FINISH = '/rest/v1/rpc/record_assessment_completion';
const EMAIL = '/rest/v1/rpc/request_assessment_results_email';

/** The backend as the database's functions answer, unless a path is given another answer; the mail provider at /send. */
function backend(answers: Record<string, (response: http.ServerResponse) => void> = {}) {
  site.upstream.answerWith((request, response) => {
    if (answers[request.url]) return answers[request.url]?.(response);
    if (request.url === EMAIL) return response.writeHead(200, { 'content-type': 'application/json' }).end('true');
    return response.writeHead(request.url === '/send' ? 202 : 204).end();
  });
}
beforeEach(() => backend());

const calls = (path: string) => site.upstream.seen.filter((request: UpstreamRequest) => request.url === path);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const json = { accept: 'application/json' };
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, server = site.server) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
const finish = (fields: Record<string, string>) => post('/chart-my-course/results', fields);
const emailMe = (fields: Record<string, string>, headers: Record<string, string> = json) =>
  post('/chart-my-course/results/email', { a: RESULT.code, email: 'ada@example.org', consent: 'yes', ...fields }, headers);

describe('POST /chart-my-course/results: a finished assessment', () => {
  it('records the result of the code, anonymously, and answers 204', async () => {
    const answer = await finish({ a: RESULT.code.toUpperCase() });
    expect(answer.statusCode).toBe(204);
    expect(calls(FINISH).map((call) => JSON.parse(call.body))).toEqual([{ persona: RESULT.persona, answers: RESULT.answers }]);
  });

  it.each<Record<string, string>>([{}, { a: '' }, { a: '1abce' }])('refuses %j with 400 and records nothing', async (fields) => {
    expect((await finish(fields)).statusCode).toBe(400);
    expect(calls(FINISH)).toEqual([]);
  });

  it('answers 429 over the limit (2 a minute here) and 403 to another site, recording nothing more', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await finish({ a: RESULT.code })).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
    const crossSite = await post('/chart-my-course/results', { a: RESULT.code }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(calls(FINISH)).toHaveLength(2);
  });

  it('answers 503 in one log line when the remote or the backend fails', async () => {
    const lines = captureLogLines();
    backend({ [FINISH]: (response) => response.writeHead(500).end('down') });
    expect((await finish({ a: RESULT.code })).statusCode).toBe(503);
    const noRemote = await startTestServer(site.upstream, { loadResults: () => Promise.reject(new Error('mf_assessment unreachable')) });
    expect((await post('/chart-my-course/results', { a: RESULT.code }, {}, noRemote)).statusCode).toBe(503);
    await noRemote.close();
    expect(lines.filter((line) => line.type === 'error').map((line) => `${String(line.msg)}: ${String(line.error)}`)).toEqual([
      'A finished assessment could not be recorded: record_assessment_completion answered 500: down',
      'A finished assessment could not be recorded: mf_assessment unreachable',
    ]);
  });
});

describe('POST /chart-my-course/results/email, the enhanced form (JSON)', () => {
  it('without a mail provider: stores the request and says the team will follow up', async () => {
    const answer = await emailMe({ email: ' ada@example.org ' });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(answer.json()).toEqual({ status: 'saved', email: ' ada@example.org ', consent: true, errors: {} });
    expect(calls(EMAIL).map((call) => JSON.parse(call.body))).toEqual([
      { email: 'ada@example.org', persona: RESULT.persona, answers: RESULT.answers },
    ]);
  });

  describe('with a mail provider', () => {
    const withProvider = async (run: (server: Awaited<ReturnType<typeof startTestServer>>) => Promise<void>) => {
      const server = await startTestServer(
        site.upstream,
        {},
        {
          MAIL_PROVIDER_URL: `${site.upstream.url}/send`,
          MAIL_PROVIDER_KEY: 'key',
          SUPPORT_EMAIL: 'team@site.example',
        },
      );
      await run(server).finally(() => server.close());
    };
    const emailWith = (server: Awaited<ReturnType<typeof startTestServer>>) =>
      post('/chart-my-course/results/email', { a: RESULT.code, email: 'ada@example.org', consent: 'yes' }, json, server);

    it('hands the e-mail over from the support address, with the key, and says it is on its way', async () => {
      await withProvider(async (server) => {
        expect((await emailWith(server)).json()).toMatchObject({ status: 'sent' });
        expect(calls('/send').map((call) => [call.headers.authorization, JSON.parse(call.body)])).toEqual([
          [
            'Bearer key',
            {
              from: 'team@site.example',
              to: 'ada@example.org',
              subject: 'Your Compass result: Growth Seeker',
              text: 'text',
              html: '<p>html</p>',
            },
          ],
        ]);
      });
    });

    it('does not send to an address that had enough e-mails today, and says the request is saved', async () => {
      backend({ [EMAIL]: (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('false') });
      await withProvider(async (server) => {
        expect((await emailWith(server)).json()).toMatchObject({ status: 'saved' });
        expect(calls('/send')).toEqual([]);
      });
    });

    it('says the request is saved, in one log line, when the provider fails', async () => {
      const lines = captureLogLines();
      backend({ '/send': (response) => response.writeHead(500).end('down') });
      await withProvider(async (server) => {
        expect((await emailWith(server)).json()).toMatchObject({ status: 'saved' });
      });
      expect(lines.filter((line) => line.type === 'error')).toEqual([
        expect.objectContaining({
          msg: 'A results e-mail could not be handed to the mail provider',
          error: 'The mail provider answered 500: down',
        }),
      ]);
    });
  });

  it.each([
    [{ email: '' }, { email: EMAIL_REQUIRED }],
    [{ email: 'ada@nowhere' }, { email: EMAIL_MALFORMED }],
    [{ consent: '' }, { consent: CONSENT_REQUIRED }],
    [{ a: 'zzzzz' }, { code: CODE_NOT_VALID }],
  ])('answers %j with 400 and the marked field, storing nothing and counting nothing', async (fields, errors) => {
    for (let i = 0; i < 3; i++) {
      const answer = await emailMe(fields);
      expect([answer.statusCode, answer.json()]).toEqual([400, expect.objectContaining({ status: 'invalid', errors })]);
    }
    expect(calls(EMAIL)).toEqual([]);
    expect((await emailMe({})).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After over the limit (2 a minute here), 503 when the backend is down', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await emailMe({})).statusCode);
    const refused = await emailMe({});
    expect([...statuses, refused.statusCode]).toEqual([200, 200, 429, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(calls(EMAIL)).toHaveLength(2);
    const down = await startTestServer(site.upstream);
    backend({ [EMAIL]: (response) => response.destroy() });
    const unavailable = await post(
      '/chart-my-course/results/email',
      { a: RESULT.code, email: 'ada@example.org', consent: 'yes' },
      json,
      down,
    );
    await down.close();
    expect([unavailable.statusCode, unavailable.json()]).toEqual([503, expect.objectContaining({ status: 'unavailable' })]);
  });
});

describe('POST /chart-my-course/results/email without JavaScript', () => {
  it('answers with the results page of the code, its form showing the outcome', async () => {
    const ok = await emailMe({}, {});
    const bad = await emailMe({ email: 'ada' }, {});
    expect([ok.statusCode, bad.statusCode]).toEqual([200, 400]);
    const page = new URL(`${SITE}/chart-my-course/results?a=${RESULT.code}`);
    expect(ok.payload).toBe(
      fakePageHtml(page, { form: 'results-email', outcome: { status: 'saved', email: 'ada@example.org', consent: true, errors: {} } }),
    );
    expect(bad.payload).toBe(
      fakePageHtml(page, {
        form: 'results-email',
        outcome: { status: 'invalid', email: 'ada', consent: true, errors: { email: EMAIL_MALFORMED } },
      }),
    );
  });
});

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
