/** @jest-environment node */
import { EMAIL_MALFORMED, EMAIL_REQUIRED } from '@pv/shared/forms/email-address';
import { CONSENT_REQUIRED, type AssessmentResultRecord, type AssessmentResultsModule } from '@pv/shared/contract/assessment-results';
import { testConfig } from '@pv/shared/testing/test-config';
import { form, postToEndpoint } from '../forms/form-test-server';
import type { RateLimiter } from '../forms/rate-limit';
import { CODE_NOT_VALID, createResultsEndpoints } from './results-endpoints';
import type { MailDelivery, MailMessage } from './mail-delivery';
import type { ResultsStore } from './results-store';

const RESULT: AssessmentResultRecord = {
  code: '1abcd',
  persona: 'growth-seeker',
  answers: ['launched', 'funding', 'parttime', 'mentorship', 'serial'],
};

const results: AssessmentResultsModule = {
  readResult: (code) => (code?.trim().toLowerCase() === RESULT.code ? RESULT : null),
  resultsEmail: () => ({ subject: 'Your Compass result: Growth Seeker', text: 'text', html: '<p>html</p>' }),
};

const allowed: RateLimiter = { take: async () => ({ allowed: true, retryAfterMs: 0 }) };

function setUp({
  store = {},
  mail = null,
  limiter = allowed,
  loadResults = async () => results,
}: {
  store?: Partial<ResultsStore>;
  mail?: MailDelivery | null;
  limiter?: RateLimiter;
  loadResults?: () => Promise<AssessmentResultsModule>;
} = {}) {
  const recordFinish = jest.fn(store.recordFinish ?? (async () => {}));
  const requestEmail = jest.fn(store.requestEmail ?? (async () => 'deliver' as const));
  const take = jest.fn(limiter.take);
  const rendered: Array<{ url: string; form: string; outcome: unknown }> = [];
  const log = jest.fn();
  const endpoints = createResultsEndpoints({
    loadResults,
    store: { recordFinish, requestEmail },
    limiters: { finished: { take }, email: { take } },
    mail,
    site: testConfig,
    log,
    renderWithOutcome: async (url, posted) => {
      rendered.push({ url: url.href, ...posted });
      return {
        status: url.search.includes(RESULT.code) ? 200 : 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: '<html>results</html>',
      };
    },
  });
  return { ...endpoints, recordFinish, requestEmail, take, rendered, log };
}

const json = { accept: 'application/json' };
const request = (fields: Record<string, string>) => form({ a: RESULT.code, email: 'ada@example.org', consent: 'yes', ...fields });

describe('POST /chart-my-course/results: a finished assessment', () => {
  it('records the result of the code, counted against the client, and answers 204', async () => {
    const { finished, recordFinish, take } = setUp();
    const answer = await postToEndpoint(finished, form({ a: RESULT.code.toUpperCase() }));
    expect(answer.status).toBe(204);
    expect(recordFinish).toHaveBeenCalledWith(RESULT);
    expect(take).toHaveBeenCalledWith('client-1');
  });

  it.each<Record<string, string>>([{}, { a: '' }, { a: '1abce' }])('refuses %j with 400 and records nothing', async (fields) => {
    const { finished, recordFinish } = setUp();
    expect((await postToEndpoint(finished, form(fields))).status).toBe(400);
    expect(recordFinish).not.toHaveBeenCalled();
  });

  it('answers 429 over the limit, 403 to another site, 405 to GET', async () => {
    const limited = setUp({ limiter: { take: async () => ({ allowed: false, retryAfterMs: 9_000 }) } });
    expect((await postToEndpoint(limited.finished, form({ a: RESULT.code }))).status).toBe(429);
    expect(limited.recordFinish).not.toHaveBeenCalled();
    const { finished } = setUp();
    expect((await postToEndpoint(finished, form({ a: RESULT.code }), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postToEndpoint(finished, '', {}, 'GET')).status).toBe(405);
  });

  it('answers 503 in one log line when the remote or the backend fails', async () => {
    const down = setUp({ store: { recordFinish: async () => Promise.reject(new Error('fetch failed')) } });
    expect((await postToEndpoint(down.finished, form({ a: RESULT.code }))).status).toBe(503);
    expect(down.log).toHaveBeenCalledWith('A finished assessment could not be recorded: fetch failed');
    const noRemote = setUp({ loadResults: async () => Promise.reject(new Error('mf_assessment unreachable')) });
    expect((await postToEndpoint(noRemote.finished, form({ a: RESULT.code }))).status).toBe(503);
  });
});

describe('POST /chart-my-course/results/email, the enhanced form (JSON)', () => {
  it('without a mail provider: stores the request and says the team will follow up', async () => {
    const { email, requestEmail } = setUp();
    const answer = await postToEndpoint(email, request({ email: ' ada@example.org ' }), json);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({ status: 'saved', email: ' ada@example.org ', consent: true, errors: {} });
    expect(requestEmail).toHaveBeenCalledWith('ada@example.org', RESULT);
  });

  it('with a mail provider: hands the e-mail over from the support address and says it is on its way', async () => {
    const sent: MailMessage[] = [];
    const { email } = setUp({ mail: async (message) => void sent.push(message) });
    const answer = await postToEndpoint(email, request({}), json);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'sent' });
    expect(sent).toEqual([
      {
        from: testConfig.emails.support,
        to: 'ada@example.org',
        subject: 'Your Compass result: Growth Seeker',
        text: 'text',
        html: '<p>html</p>',
      },
    ]);
  });

  it('does not send an address that had enough e-mails today, and says the request is saved', async () => {
    const mail = jest.fn<Promise<void>, [MailMessage]>(async () => {});
    const { email } = setUp({ mail, store: { requestEmail: async () => 'hold' } });
    expect(JSON.parse((await postToEndpoint(email, request({}), json)).text)).toMatchObject({ status: 'saved' });
    expect(mail).not.toHaveBeenCalled();
  });

  it('says the request is saved, in one log line, when the provider fails', async () => {
    const { email, log } = setUp({ mail: async () => Promise.reject(new Error('The mail provider answered 500: down')) });
    expect(JSON.parse((await postToEndpoint(email, request({}), json)).text)).toMatchObject({ status: 'saved' });
    expect(log).toHaveBeenCalledWith('A results e-mail could not be handed to the mail provider: The mail provider answered 500: down');
  });

  it.each([
    [{ email: '' }, { email: EMAIL_REQUIRED }],
    [{ email: 'ada@nowhere' }, { email: EMAIL_MALFORMED }],
    [{ consent: '' }, { consent: CONSENT_REQUIRED }],
    [{ a: 'zzzzz' }, { code: CODE_NOT_VALID }],
  ])('answers %j with 400 and the marked field, storing nothing', async (fields, errors) => {
    const { email, requestEmail, take } = setUp();
    const answer = await postToEndpoint(email, request(fields), json);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'invalid', errors });
    expect(requestEmail).not.toHaveBeenCalled();
    expect(take).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After over the limit, 503 when the backend is down', async () => {
    const limited = setUp({ limiter: { take: async () => ({ allowed: false, retryAfterMs: 30_500 }) } });
    const refused = await postToEndpoint(limited.email, request({}), json);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('31');
    expect(limited.requestEmail).not.toHaveBeenCalled();
    const down = setUp({ store: { requestEmail: async () => Promise.reject(new Error('fetch failed')) } });
    const unavailable = await postToEndpoint(down.email, request({}), json);
    expect(unavailable.status).toBe(503);
    expect(JSON.parse(unavailable.text)).toMatchObject({ status: 'unavailable' });
  });
});

describe('POST /chart-my-course/results/email without JavaScript', () => {
  it('answers with the results page of the code, its form showing the outcome', async () => {
    const { email, rendered } = setUp();
    const ok = await postToEndpoint(email, request({}));
    const bad = await postToEndpoint(email, request({ email: 'ada' }));
    expect([ok.status, bad.status]).toEqual([200, 400]);
    expect(ok.text).toBe('<html>results</html>');
    expect(rendered).toEqual([
      {
        url: `${testConfig.origin}/chart-my-course/results?a=${RESULT.code}`,
        form: 'results-email',
        outcome: { status: 'saved', email: 'ada@example.org', consent: true, errors: {} },
      },
      {
        url: `${testConfig.origin}/chart-my-course/results?a=${RESULT.code}`,
        form: 'results-email',
        outcome: { status: 'invalid', email: 'ada', consent: true, errors: { email: EMAIL_MALFORMED } },
      },
    ]);
  });
});
