import { gradeHeaders, MIN_HSTS_SECONDS } from './header-grade.ts';

const csp = [
  "default-src 'self'",
  "script-src 'self' https://remote.example",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const good = {
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${MIN_HSTS_SECONDS}; includeSubDomains`,
};

describe('gradeHeaders', () => {
  it('finds nothing to mark down on a strict page over HTTPS', () => {
    expect(gradeHeaders(good, { page: true, https: true })).toEqual([]);
    expect(MIN_HSTS_SECONDS).toBe(180 * 24 * 3600);
  });

  it.each([
    [{ 'content-security-policy': undefined }, 'no Content-Security-Policy'],
    [
      { 'content-security-policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") },
      "CSP script-src allows 'unsafe-eval'",
    ],
    [
      { 'content-security-policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") },
      "CSP script-src allows 'unsafe-inline'",
    ],
    [
      { 'content-security-policy': csp.replace("script-src 'self'", "script-src 'self' https:") },
      'CSP script-src allows the whole scheme https:',
    ],
    [{ 'content-security-policy': csp.replace("script-src 'self'", "script-src 'self' *") }, 'CSP script-src has the wildcard source *'],
    [
      { 'content-security-policy': csp.replace("img-src 'self'", "img-src 'self' https://*.cdn.example") },
      'CSP img-src has the wildcard source https://*.cdn.example',
    ],
    [
      {
        'content-security-policy': csp
          .replace("script-src 'self' https://remote.example; ", '')
          .replace("default-src 'self'", "default-src 'self' data:"),
      },
      'CSP script-src allows the whole scheme data:',
    ],
    [{ 'content-security-policy': csp.replace("; object-src 'none'", '') }, "CSP object-src is not 'none'"],
    [{ 'content-security-policy': csp.replace("; frame-ancestors 'none'", '') }, "CSP frame-ancestors is not 'none' or 'self'"],
    [{ 'content-security-policy': csp.replace("; base-uri 'self'", '') }, 'CSP has no base-uri'],
    [{ 'content-security-policy': csp.replace("; form-action 'self'", '') }, 'CSP has no form-action'],
    [{ 'x-content-type-options': undefined }, 'no X-Content-Type-Options: nosniff'],
    [{ 'x-frame-options': 'ALLOW-FROM https://x.example' }, 'no X-Frame-Options DENY or SAMEORIGIN'],
    [{ 'referrer-policy': 'unsafe-url' }, 'Referrer-Policy unsafe-url leaks paths across origins'],
    [{ 'referrer-policy': undefined }, 'Referrer-Policy missing leaks paths across origins'],
    [{ 'access-control-allow-origin': '*' }, 'a page is readable cross-origin (Access-Control-Allow-Origin)'],
    [{ 'set-cookie': 'a=b; Path=/' }, 'a cookie without Secure'],
    [{ 'strict-transport-security': 'max-age=86400' }, `HSTS missing or shorter than ${MIN_HSTS_SECONDS} s`],
    [{ 'strict-transport-security': undefined }, `HSTS missing or shorter than ${MIN_HSTS_SECONDS} s`],
  ])('marks down %j: %s', (change, problem) => {
    expect(gradeHeaders({ ...good, ...change }, { page: true, https: true })).toContain(problem);
  });

  it('does not ask for HSTS over plain HTTP, nor for a CSP on an answer that is not a page', () => {
    const { 'strict-transport-security': _, 'content-security-policy': __, ...plain } = good;
    expect(gradeHeaders(plain, { page: false, https: false })).toEqual([]);
  });
});
