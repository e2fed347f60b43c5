// assessment_completions and assessment_result_emails: only the shell server's assessment key (role
// assessment_writer) adds rows, through two functions; the service role reads them for the team's
// report; the anon key can do nothing with either (docs/decisions/0011-assessment-results-and-progress.md).
import { LOCAL_ASSESSMENT_KEY, LOCAL_NEWSLETTER_KEY, LOCAL_SERVICE_ROLE_KEY } from './local/keys.ts';
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess, type RestResponse } from './testing/anon-access.ts';

const ANSWERS = ['building', 'market', 'fulltime', 'community', 'some'];
const KNOWN = 'known.founder@example.org';

let access: AnonAccess;

beforeAll(async () => {
  access = await startAnonAccess();
  await access.db.query(`insert into public.assessment_result_emails (email, persona, answers) values ($1, 'growth-seeker', $2)`, [
    KNOWN,
    ANSWERS,
  ]);
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

const call = (fn: string, args: object, token = LOCAL_ASSESSMENT_KEY): Promise<RestResponse> =>
  access.rest(`rpc/${fn}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await access.db.query<{ n: string }>(`select count(*) as n from public.${table} where ${where}`, params)).rows[0]?.n);

describe('with the assessment key', () => {
  it('records a finished assessment: persona and answers, nothing else', async () => {
    const before = await count('assessment_completions');
    const response = await call('record_assessment_completion', { persona: 'dedicated-builder', answers: ANSWERS });

    expect(response.status).toBe(204);
    expect(await count('assessment_completions')).toBe(before + 1);
    const { rows } = await access.db.query('select persona, answers from public.assessment_completions order by created_at desc limit 1');
    expect(rows).toEqual([{ persona: 'dedicated-builder', answers: ANSWERS }]);
  });

  it.each([
    [{ persona: 'someone-else', answers: ANSWERS }],
    [{ persona: 'growth-seeker', answers: ANSWERS.slice(0, 4) }],
    [{ persona: 'growth-seeker', answers: [...ANSWERS.slice(0, 4), null] }],
  ])('refuses a completion that is not one: %j', async (args) => {
    const before = await count('assessment_completions');
    expect((await call('record_assessment_completion', args)).status).toBe(400);
    expect(await count('assessment_completions')).toBe(before);
  });

  it('stores an e-mail request and says to deliver it, the same for a new and a known address', async () => {
    const fresh = await call('request_assessment_results_email', {
      email: 'new.founder@example.org',
      persona: 'growth-seeker',
      answers: ANSWERS,
    });
    const known = await call('request_assessment_results_email', {
      email: KNOWN.toUpperCase(),
      persona: 'growth-seeker',
      answers: ANSWERS,
    });

    expect({ status: known.status, text: known.text }).toEqual({ status: fresh.status, text: fresh.text });
    expect(fresh.status).toBe(200);
    expect(JSON.parse(fresh.text)).toBe(true);
    expect(await count('assessment_result_emails', 'lower(email) = $1', [KNOWN])).toBe(2);
  });

  it('stores a fourth request for an address within a day but says not to deliver it', async () => {
    const email = 'many.requests@example.org';
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        JSON.parse((await call('request_assessment_results_email', { email, persona: 'growth-seeker', answers: ANSWERS })).text),
      );

    expect(answers).toEqual([true, true, true, false]);
    expect(await count('assessment_result_emails', 'email = $1', [email])).toBe(4);
  });

  it('refuses a malformed address with 23514 and stores nothing', async () => {
    const before = await count('assessment_result_emails');
    const response = await call('request_assessment_results_email', {
      email: 'nobody@nowhere',
      persona: 'growth-seeker',
      answers: ANSWERS,
    });

    expect(response.status).toBe(400);
    expect((JSON.parse(response.text) as { code: string }).code).toBe('23514');
    expect(await count('assessment_result_emails')).toBe(before);
  });

  it.each([
    ['GET', 'assessment_completions?select=*', undefined],
    ['GET', 'assessment_result_emails?select=*', undefined],
    ['POST', 'assessment_completions', JSON.stringify({ persona: 'growth-seeker', answers: ANSWERS })],
    ['POST', 'rpc/subscribe_newsletter', '{"email":"x@example.org"}'],
    ['GET', 'newsletter_signups?select=*', undefined],
  ])('can do nothing else: %s %s is refused', async (method, path, body) => {
    const response = await access.rest(path, {
      method,
      headers: { authorization: `Bearer ${LOCAL_ASSESSMENT_KEY}`, 'content-type': 'application/json' },
      body,
    });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(KNOWN);
  });

  it('is not the newsletter key: that one cannot record results', async () => {
    const response = await call('record_assessment_completion', { persona: 'growth-seeker', answers: ANSWERS }, LOCAL_NEWSLETTER_KEY);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

describe('with the service key', () => {
  it('reads both tables for the report, and cannot write them', async () => {
    const headers = { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };
    const emails = await access.rest('assessment_result_emails?select=email', { headers });
    const completions = await access.rest('assessment_completions?select=persona', { headers });
    const write = await access.rest('assessment_completions', {
      method: 'POST',
      headers,
      body: JSON.stringify({ persona: 'growth-seeker', answers: ANSWERS }),
    });

    expect(emails.status).toBe(200);
    expect(emails.text).toContain(KNOWN);
    expect(completions.status).toBe(200);
    expect(write.status).toBe(403);
  });
});

describe('with the anon key', () => {
  it.each([
    ['GET', 'assessment_completions?select=*', undefined],
    ['GET', 'assessment_result_emails?select=*', undefined],
    ['HEAD', 'assessment_result_emails?select=*', undefined],
    ['POST', 'assessment_completions', JSON.stringify({ persona: 'growth-seeker', answers: ANSWERS })],
    ['POST', 'assessment_result_emails', JSON.stringify({ email: 'anon@example.org', persona: 'growth-seeker', answers: ANSWERS })],
    ['POST', 'rpc/record_assessment_completion', JSON.stringify({ persona: 'growth-seeker', answers: ANSWERS })],
    [
      'POST',
      'rpc/request_assessment_results_email',
      JSON.stringify({ email: 'anon@example.org', persona: 'growth-seeker', answers: ANSWERS }),
    ],
    ['DELETE', 'assessment_result_emails?email=like.*', undefined],
  ])('%s %s is refused and changes nothing', async (method, path, body) => {
    const before = [await count('assessment_completions'), await count('assessment_result_emails')];
    const response = await access.rest(path, { method, headers: { 'content-type': 'application/json', prefer: 'count=exact' }, body });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.text).not.toContain(KNOWN);
    expect(response.headers.get('content-range')).toBeNull();
    expect([await count('assessment_completions'), await count('assessment_result_emails')]).toEqual(before);
  });
});
