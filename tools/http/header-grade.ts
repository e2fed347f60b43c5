// Grades a response's headers the way Mozilla's HTTP Observatory does, as a list of problems (empty:
// nothing to mark down). A page (HTML) must carry a Content-Security-Policy that restricts
// scripts to named origins (no 'unsafe-eval', no 'unsafe-inline', no scheme-wide or wildcard
// source), closes plugins, the base URL, framing and form targets; every answer must say nosniff,
// refuse framing, send a referrer policy that keeps paths private across origins, allow no
// credentials to any origin, and, over HTTPS, demand HTTPS for six months at least.

export interface GradeOptions {
  /** An HTML page, graded on its CSP too. */
  page: boolean;
  /** Served over HTTPS (SITE_ORIGIN https): HSTS is required. */
  https: boolean;
}

/** Observatory's minimum HSTS max-age for full marks: six months. */
export const MIN_HSTS_SECONDS = 15_552_000;

const SAFE_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const SCRIPT_DIRECTIVES = ['script-src', 'script-src-elem', 'script-src-attr'];

export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** `*`, or a host with a wildcard (`https://*.example.com`). */
const isWildcard = (source: string) => source === '*' || /^([a-z][a-z0-9+.-]*:\/\/)?\*/i.test(source);
/** A whole scheme (`https:`, `data:`): any site, or any inline content, of that scheme. */
const isSchemeSource = (source: string) => /^[a-z][a-z0-9+.-]*:$/i.test(source);

function gradeCsp(policy: string | undefined): string[] {
  if (!policy) return ['no Content-Security-Policy'];
  const problems: string[] = [];
  const csp = parseCsp(policy);
  const effective = (name: string) => csp.get(name) ?? csp.get('default-src');
  if (!csp.has('default-src')) problems.push('CSP has no default-src');
  for (const [name, sources] of csp) {
    for (const source of sources) {
      if (source === "'unsafe-eval'") problems.push(`CSP ${name} allows 'unsafe-eval'`);
      if (isWildcard(source)) problems.push(`CSP ${name} has the wildcard source ${source}`);
    }
  }
  for (const name of SCRIPT_DIRECTIVES) {
    const sources = name === 'script-src' ? effective(name) : csp.get(name);
    for (const source of sources ?? []) {
      if (source === "'unsafe-inline'") problems.push(`CSP ${name} allows 'unsafe-inline'`);
      if (isSchemeSource(source)) problems.push(`CSP ${name} allows the whole scheme ${source}`);
    }
  }
  if (!effective('script-src')) problems.push('CSP does not restrict scripts');
  if (effective('object-src')?.join(' ') !== "'none'") problems.push("CSP object-src is not 'none'");
  const ancestors = csp.get('frame-ancestors')?.join(' ');
  if (ancestors !== "'none'" && ancestors !== "'self'") problems.push("CSP frame-ancestors is not 'none' or 'self'");
  if (!csp.has('base-uri')) problems.push('CSP has no base-uri');
  if (!csp.has('form-action')) problems.push('CSP has no form-action');
  return problems;
}

/** `headers`: lower-case names, as Node and Playwright give them. */
export function gradeHeaders(headers: Readonly<Record<string, string | undefined>>, { page, https }: GradeOptions): string[] {
  const problems = page ? gradeCsp(headers['content-security-policy']) : [];
  if (headers['x-content-type-options']?.toLowerCase() !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const frameOptions = headers['x-frame-options']?.toUpperCase();
  if (frameOptions !== 'DENY' && frameOptions !== 'SAMEORIGIN') problems.push('no X-Frame-Options DENY or SAMEORIGIN');
  const referrer = headers['referrer-policy']?.split(',').at(-1)?.trim().toLowerCase();
  if (!referrer || !SAFE_REFERRER_POLICIES.has(referrer))
    problems.push(`Referrer-Policy ${referrer ?? 'missing'} leaks paths across origins`);
  if (headers['access-control-allow-origin'] === '*' && headers['access-control-allow-credentials'] === 'true') {
    problems.push('CORS allows credentials from any origin');
  }
  if (page && headers['access-control-allow-origin']) problems.push('a page is readable cross-origin (Access-Control-Allow-Origin)');
  const cookie = headers['set-cookie'];
  if (cookie && !/;\s*secure/i.test(cookie) && https) problems.push('a cookie without Secure');
  if (cookie && !/;\s*samesite=/i.test(cookie)) problems.push('a cookie without SameSite');
  if (https) {
    const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
    if (maxAge < MIN_HSTS_SECONDS) problems.push(`HSTS missing or shorter than ${MIN_HSTS_SECONDS} s`);
  }
  return problems;
}
