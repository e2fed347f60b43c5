import { environmentProblems, kinds, oneOf, optional, readEnvironment, withDefault } from '@pv/shared/config/environment';

describe('readEnvironment', () => {
  const shape = {
    PORT: withDefault(kinds.port, 8080),
    ORIGIN: withDefault(kinds.url, 'http://localhost:8080'),
    EMAIL: withDefault(kinds.email, 'support@example.com'),
    CACHE_MS: withDefault(kinds.milliseconds, 60_000),
    EVERY_MS: withDefault(kinds.positiveMilliseconds, 10_000),
    DOMAIN: withDefault(kinds.domain, 'example.com'),
    MODE: withDefault(oneOf(['server', 'client']), 'server'),
    FORM_URL: optional(kinds.url),
  };

  it('takes defaults for unset and blank variables, and trims given ones', () => {
    expect(readEnvironment(shape, { PORT: '  ', EMAIL: ' help@acme.example ' })).toEqual({
      PORT: 8080,
      ORIGIN: 'http://localhost:8080',
      EMAIL: 'help@acme.example',
      CACHE_MS: 60_000,
      EVERY_MS: 10_000,
      DOMAIN: 'example.com',
      MODE: 'server',
      FORM_URL: undefined,
    });
  });

  it('finds no problem in a good environment', () => {
    expect(environmentProblems(() => readEnvironment(shape, { PORT: '80' }))).toEqual([]);
  });

  it('reads valid values as their kind', () => {
    const env = readEnvironment(shape, {
      PORT: '65535',
      CACHE_MS: '0',
      EVERY_MS: '1',
      MODE: 'client',
      FORM_URL: 'https://lists.example/x',
    });
    expect([env.PORT, env.CACHE_MS, env.EVERY_MS, env.MODE, env.FORM_URL]).toEqual([65535, 0, 1, 'client', 'https://lists.example/x']);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number between 1 and 65535, got "abc"'],
    ['PORT', '0', 'PORT must be a whole number between 1 and 65535, got "0"'],
    ['PORT', '65536', 'PORT must be a whole number between 1 and 65535, got "65536"'],
    ['PORT', '80.5', 'PORT must be a whole number between 1 and 65535, got "80.5"'],
    ['PORT', '-1', 'PORT must be a whole number between 1 and 65535, got "-1"'],
    ['ORIGIN', 'localhost:8080', 'ORIGIN must be an http:// or https:// URL, got "localhost:8080"'],
    ['ORIGIN', 'ftp://files.example', 'ORIGIN must be an http:// or https:// URL, got "ftp://files.example"'],
    ['FORM_URL', 'not a url', 'FORM_URL must be an http:// or https:// URL, got "not a url"'],
    ['EMAIL', 'support.example.com', 'EMAIL must be an e-mail address, got "support.example.com"'],
    ['CACHE_MS', '1e3', 'CACHE_MS must be a whole number of milliseconds (0 or more), got "1e3"'],
    ['EVERY_MS', '0', 'EVERY_MS must be a whole number of milliseconds (1 or more), got "0"'],
    ['DOMAIN', 'https://example.com', 'DOMAIN must be a domain name, e.g. example.com, got "https://example.com"'],
    ['MODE', 'browser', 'MODE must be "server" or "client", got "browser"'],
  ])('reports %s=%j as one clear line', (variable, value, message) => {
    expect(environmentProblems(() => readEnvironment(shape, { [variable]: value }))).toEqual([message]);
  });

  it('reports every bad value together, in one error', () => {
    const read = () => readEnvironment(shape, { PORT: 'abc', EMAIL: 'nobody', CACHE_MS: '-5' });
    expect(environmentProblems(read)).toEqual([
      'PORT must be a whole number between 1 and 65535, got "abc"',
      'EMAIL must be an e-mail address, got "nobody"',
      'CACHE_MS must be a whole number of milliseconds (0 or more), got "-5"',
    ]);
    expect(read).toThrow(
      'The environment has 3 bad values:\n' +
        '  PORT must be a whole number between 1 and 65535, got "abc"\n' +
        '  EMAIL must be an e-mail address, got "nobody"\n' +
        '  CACHE_MS must be a whole number of milliseconds (0 or more), got "-5"',
    );
  });
});
