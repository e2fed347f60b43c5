import { isWorthLogging } from './postgrest.ts';

/** A line as PostgREST prints a database connection error, with `details` as libpq words it. */
const connectionError = (details: string): string =>
  `27/Nov/2026:11:44:28 +0000: ${JSON.stringify({
    code: 'PGRST000',
    details,
    hint: null,
    message: 'Database connection error. Retrying the connection.',
  })}`;

it('keeps quiet about PostgreSQL being away, which the stack logs itself', () => {
  expect(
    isWorthLogging(
      connectionError(
        'connection to server at "127.0.0.1", port 37821 failed: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.\n',
      ),
    ),
  ).toBe(false);
  expect(
    isWorthLogging(
      connectionError(
        'connection to server at "127.0.0.1", port 37821 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n',
      ),
    ),
  ).toBe(false);
  expect(isWorthLogging('27/Nov/2026:11:44:28 +0000: FATAL:  terminating connection due to administrator command')).toBe(false);
  expect(isWorthLogging('127.0.0.1 - anon [27/Nov/2026:11:44:28 +0000] "GET /blog_posts HTTP/1.1" 503 - "" "node"')).toBe(false);
});

it('keeps quiet about its routine start-up lines', () => {
  expect(isWorthLogging('27/Nov/2026:11:44:28 +0000: Schema cache loaded')).toBe(false);
  expect(isWorthLogging('27/Nov/2026:11:44:28 +0000: Listening on port 54323')).toBe(false);
});

it('logs a connection that fails for any other reason, such as a wrong password', () => {
  expect(
    isWorthLogging(
      connectionError(
        'connection to server at "127.0.0.1", port 37821 failed: FATAL:  password authentication failed for user "authenticator"\n',
      ),
    ),
  ).toBe(true);
  expect(
    isWorthLogging('27/Nov/2026:11:44:28 +0000: {"code":"PGRST002","message":"Could not query the database for the schema cache."}'),
  ).toBe(true);
});
