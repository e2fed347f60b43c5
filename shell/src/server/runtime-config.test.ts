import { availableParallelism } from 'node:os';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import {
  LOCAL_ANON_KEY,
  LOCAL_ASSESSMENT_KEY as LOCAL_STACK_ASSESSMENT_KEY,
  LOCAL_NEWSLETTER_KEY as LOCAL_STACK_NEWSLETTER_KEY,
} from '../../../supabase/local/keys.ts';
import { environmentProblems } from '@pv/shared/config/environment';
import { rootDeployment } from '../federation/remote-deployments';
import { LOCAL_ASSESSMENT_KEY, LOCAL_NEWSLETTER_KEY, readRuntimeConfig, runtimeConfigOrExit } from './runtime-config';
import { LOCAL_PREVIEW_SECRET } from '@pv/shared/contract/release-preview';
import { LOCAL_OPS_TOKEN } from '@pv/shared/contract/release-status';

describe('readRuntimeConfig', () => {
  it('falls back to the site defaults and the default ports', () => {
    const config = readRuntimeConfig({});
    expect(config.site).toEqual(defaultSiteConfig);
    expect(config.port).toBe(8080);
    expect(config.remotes.map((r) => [r.name, r.baseUrl, r.serverBaseUrl])).toEqual([
      ['mf_marketing', 'http://localhost:3001', 'http://localhost:3001'],
      ['mf_programs', 'http://localhost:3002', 'http://localhost:3002'],
      ['mf_blog', 'http://localhost:3003', 'http://localhost:3003'],
      ['mf_assessment', 'http://localhost:3004', 'http://localhost:3004'],
    ]);
    expect(config.serverSite).toEqual(config.site);
  });

  it('lets the server reach remotes and the backend at other addresses than browsers do', () => {
    const config = readRuntimeConfig({
      MF_BLOG_URL: 'http://localhost:3003',
      MF_BLOG_SERVER_URL: 'http://mf-blog:3003',
      SUPABASE_URL: 'http://localhost:54321',
      SUPABASE_SERVER_URL: 'http://gateway:54321',
    });
    const blog = config.remotes.find((r) => r.name === 'mf_blog');
    expect(blog && rootDeployment(blog).browserEntry).toBe('http://localhost:3003/browser/remoteEntry.js');
    expect(blog && rootDeployment(blog).serverEntry).toBe('http://mf-blog:3003/server/remoteEntry.js');
    expect(config.site.supabase.url).toBe('http://localhost:54321');
    expect(config.serverSite.supabase.url).toBe('http://gateway:54321');
  });

  it('defaults to the embedded local backend and its anon key', () => {
    expect(defaultSiteConfig.supabase).toEqual({ url: 'http://localhost:54321', anonKey: LOCAL_ANON_KEY });
  });

  it('reads every key from the environment', () => {
    const config = readRuntimeConfig({
      SITE_BRAND: 'Acme Launch',
      SITE_ORIGIN: 'https://acme.example/',
      SUPPORT_EMAIL: 'help@acme.example',
      SUPABASE_URL: 'https://db.acme.example/',
      SUPABASE_ANON_KEY: 'anon',
      GA_MEASUREMENT_ID: 'G-123',
      NEWSLETTER_FORM_URL: 'https://lists.example/subscribe',
      MF_BLOG_URL: 'https://blog.cdn.example/v7/',
      PORT: '9000',
      PREVIEW_SECRET: 'p'.repeat(32),
      OPS_TOKEN: 'o'.repeat(32),
    });
    expect(config.site.brand).toBe('Acme Launch');
    expect(config.site.origin).toBe('https://acme.example');
    expect(config.site.emails.support).toBe('help@acme.example');
    expect(config.serverSite.supabase).toEqual({ url: 'https://db.acme.example', anonKey: 'anon' });
    expect(config.site.analyticsId).toBe('G-123');
    expect(config.site.newsletterFormUrl).toBe('https://lists.example/subscribe');
    expect(config.port).toBe(9000);
    const blog = config.remotes.find((r) => r.name === 'mf_blog');
    expect(blog && rootDeployment(blog).browserEntry).toBe('https://blog.cdn.example/v7/browser/remoteEntry.js');
    expect(blog && rootDeployment(blog).serverEntry).toBe('https://blog.cdn.example/v7/server/remoteEntry.js');
  });

  it('treats blank variables as unset', () => {
    const config = readRuntimeConfig({ PORT: ' ', SITE_BRAND: '', MF_BLOG_URL: '  ', GA_MEASUREMENT_ID: ' ' });
    expect(config.port).toBe(8080);
    expect(config.site.brand).toBe(defaultSiteConfig.brand);
    expect(config.site.analyticsId).toBeNull();
    expect(config.remotes.find((r) => r.name === 'mf_blog')?.baseUrl).toBe('http://localhost:3003');
  });

  it('reads how it logs: readable lines or JSON (by default by whether its output is a terminal), and the level', () => {
    expect([readRuntimeConfig({}).logFormat, readRuntimeConfig({}).logLevel]).toEqual([undefined, 'info']);
    const config = readRuntimeConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' });
    expect([config.logFormat, config.logLevel]).toEqual(['json', 'debug']);
  });

  it('has every visit report its vitals locally, one in ten on an https origin, unless VITALS_SAMPLE_RATE says otherwise', () => {
    expect(readRuntimeConfig({}).site.vitalsSampleRate).toBe(1);
    const https = { SITE_ORIGIN: 'https://acme.example', PREVIEW_SECRET: 'p'.repeat(32), OPS_TOKEN: 'o'.repeat(32) };
    expect(readRuntimeConfig(https).site.vitalsSampleRate).toBe(0.1);
    expect(readRuntimeConfig({ ...https, VITALS_SAMPLE_RATE: '0.25' }).site.vitalsSampleRate).toBe(0.25);
    expect(readRuntimeConfig({ VITALS_SAMPLE_RATE: '0' }).site.vitalsSampleRate).toBe(0);
  });

  it('reads the timings', () => {
    const config = readRuntimeConfig({ REMOTE_REVALIDATE_MS: '2500', PAGE_CACHE_MS: '0' });
    expect([config.revalidateMs, config.pageCacheMs]).toEqual([2500, 0]);
    expect([readRuntimeConfig({}).revalidateMs, readRuntimeConfig({}).pageCacheMs]).toEqual([10_000, 60_000]);
  });
});

describe('previews, canaries and their status', () => {
  it('sign and check with local defaults on a machine of one’s own, and abort at 20 pages, 2% and twice the current rate', () => {
    expect(readRuntimeConfig({}).releases).toEqual({
      previewSecret: LOCAL_PREVIEW_SECRET,
      opsToken: LOCAL_OPS_TOKEN,
      abortRule: { minPages: 20, ratePercent: 2, factor: 2 },
    });
  });

  it('refuse to start on https without PREVIEW_SECRET and OPS_TOKEN, naming both, or with short ones', () => {
    expect(environmentProblems(() => readRuntimeConfig({ SITE_ORIGIN: 'https://acme.example' }))).toEqual([
      'PREVIEW_SECRET must be set when SITE_ORIGIN is https',
      'OPS_TOKEN must be set when SITE_ORIGIN is https',
    ]);
    expect(environmentProblems(() => readRuntimeConfig({ PREVIEW_SECRET: 'short', OPS_TOKEN: 'o'.repeat(32) }))).toEqual([
      'PREVIEW_SECRET must be at least 32 characters (a long random string), got 5 characters',
    ]);
  });

  it('take the abort rule from the environment', () => {
    const config = readRuntimeConfig({ CANARY_MIN_PAGES: '50', CANARY_MAX_FAILURE_PERCENT: '0.5', CANARY_FAILURE_FACTOR: '1.5' });
    expect(config.releases.abortRule).toEqual({ minPages: 50, ratePercent: 0.5, factor: 1.5 });
  });
});

describe('the newsletter endpoint', () => {
  it('defaults to the local stack newsletter key and 5 sign-ups a minute per client', () => {
    expect(LOCAL_NEWSLETTER_KEY).toBe(LOCAL_STACK_NEWSLETTER_KEY);
    expect(readRuntimeConfig({}).newsletter).toEqual({ key: LOCAL_NEWSLETTER_KEY, signupsPerMinute: 5 });
  });

  it('takes its key and limit from SUPABASE_NEWSLETTER_KEY and NEWSLETTER_SIGNUPS_PER_MINUTE, and never gives the key to browsers', () => {
    const config = readRuntimeConfig({ SUPABASE_NEWSLETTER_KEY: 'server-only-key', NEWSLETTER_SIGNUPS_PER_MINUTE: '50' });
    expect(config.newsletter).toEqual({ key: 'server-only-key', signupsPerMinute: 50 });
    expect(JSON.stringify(config.site)).not.toContain('server-only-key');
  });
});

describe('the assessment endpoints and the mail provider', () => {
  it('default to the local stack assessment key, 5 results e-mails and 20 finishes a minute per client, and no mail provider', () => {
    expect(LOCAL_ASSESSMENT_KEY).toBe(LOCAL_STACK_ASSESSMENT_KEY);
    expect(readRuntimeConfig({}).assessment).toEqual({ key: LOCAL_ASSESSMENT_KEY, emailsPerMinute: 5, finishesPerMinute: 20 });
    expect(readRuntimeConfig({}).mail).toBeNull();
  });

  it('take the key, limits and provider from the environment, and never give a key to browsers', () => {
    const config = readRuntimeConfig({
      SUPABASE_ASSESSMENT_KEY: 'assessment-key',
      RESULTS_EMAILS_PER_MINUTE: '2',
      ASSESSMENT_FINISHES_PER_MINUTE: '100',
      MAIL_PROVIDER_URL: 'https://mail.example/send',
      MAIL_PROVIDER_KEY: 'mail-key',
    });
    expect(config.assessment).toEqual({ key: 'assessment-key', emailsPerMinute: 2, finishesPerMinute: 100 });
    expect(config.mail).toEqual({ url: 'https://mail.example/send', key: 'mail-key' });
    expect(JSON.stringify(config.site)).not.toMatch(/assessment-key|mail-key|mail\.example/);
  });

  it('refuse a mail provider that is not an http(s) URL', () => {
    expect(() => readRuntimeConfig({ MAIL_PROVIDER_URL: 'smtp://mail.example' })).toThrow(/MAIL_PROVIDER_URL must be an http/);
  });
});

describe('the number of server processes', () => {
  it('is one per core unless SHELL_WORKERS says otherwise', () => {
    expect(readRuntimeConfig({}).workers).toBe(availableParallelism());
    expect(readRuntimeConfig({ SHELL_WORKERS: '3' }).workers).toBe(3);
    expect(readRuntimeConfig({ SHELL_WORKERS: '1' }).workers).toBe(1);
  });
});

describe('a bad environment', () => {
  const problems = (env: Record<string, string>) => environmentProblems(() => readRuntimeConfig(env));

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535, got "70000"'],
    [{ SITE_ORIGIN: 'example.com' }, 'SITE_ORIGIN must be an http:// or https:// URL, got "example.com"'],
    [{ SUPABASE_URL: 'localhost:54321' }, 'SUPABASE_URL must be an http:// or https:// URL, got "localhost:54321"'],
    [{ MF_BLOG_URL: 'blog.cdn.example' }, 'MF_BLOG_URL must be an http:// or https:// URL, got "blog.cdn.example"'],
    [{ MF_BLOG_SERVER_URL: 'mf-blog:3003' }, 'MF_BLOG_SERVER_URL must be an http:// or https:// URL, got "mf-blog:3003"'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL must be an e-mail address, got "support"'],
    [{ LEADER_EMAIL_DOMAIN: '@example.com' }, 'LEADER_EMAIL_DOMAIN must be a domain name, e.g. example.com, got "@example.com"'],
    [{ PAGE_CACHE_MS: '1m' }, 'PAGE_CACHE_MS must be a whole number of milliseconds (0 or more), got "1m"'],
    [{ REMOTE_REVALIDATE_MS: '0' }, 'REMOTE_REVALIDATE_MS must be a whole number of milliseconds (1 or more), got "0"'],
    [{ SHELL_WORKERS: '0' }, 'SHELL_WORKERS must be a whole number (1 or more), got "0"'],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT must be "json" or "pretty", got "text"'],
    [{ SHELL_WORKERS: 'all' }, 'SHELL_WORKERS must be a whole number (1 or more), got "all"'],
    [{ VITALS_SAMPLE_RATE: '10%' }, 'VITALS_SAMPLE_RATE must be a number from 0 to 1, e.g. 0.1, got "10%"'],
    [{ VITALS_SAMPLE_RATE: '1.5' }, 'VITALS_SAMPLE_RATE must be a number from 0 to 1, e.g. 0.1, got "1.5"'],
    [{ NEWSLETTER_SIGNUPS_PER_MINUTE: '0' }, 'NEWSLETTER_SIGNUPS_PER_MINUTE must be a whole number (1 or more), got "0"'],
  ])('%j is refused: %s', (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it('lists every bad value together', () => {
    expect(problems({ PORT: 'abc', PRIVACY_EMAIL: 'privacy', MF_ASSESSMENT_URL: 'nowhere', PAGE_CACHE_MS: '-1' })).toEqual([
      'PORT must be a whole number between 1 and 65535, got "abc"',
      'PRIVACY_EMAIL must be an e-mail address, got "privacy"',
      'PAGE_CACHE_MS must be a whole number of milliseconds (0 or more), got "-1"',
      'MF_ASSESSMENT_URL must be an http:// or https:// URL, got "nowhere"',
    ]);
  });

  it('stops the server before it listens, with the message', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => runtimeConfigOrExit({ PORT: 'abc', SUPPORT_EMAIL: 'x' })).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(log).toHaveBeenCalledWith(
      'The shell server cannot start. The environment has 2 bad values:\n' +
        '  PORT must be a whole number between 1 and 65535, got "abc"\n' +
        '  SUPPORT_EMAIL must be an e-mail address, got "x"',
    );
  });
});
