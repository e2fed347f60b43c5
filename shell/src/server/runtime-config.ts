// The shell server's environment: docs/configuration.md.
import { availableParallelism } from 'node:os';
import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';
import { kinds, oneOf, optional, readEnvironment, readOrExit, withDefault } from '@pv/shared/config/environment';
import { remotes } from '@pv/shared/contract/remotes';
import type { RemoteLocation } from '../federation/remote-deployments';
import { LOCAL_PREVIEW_SECRET } from '@pv/shared/contract/release-preview';
import { LOCAL_OPS_TOKEN } from '@pv/shared/contract/release-status';

// The local stack's keys: HS256 JWTs naming roles newsletter_writer and assessment_writer, signed with its
// published development secret (supabase/local/keys.ts); a deployment sets keys signed with its own.
export const LOCAL_NEWSLETTER_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoibmV3c2xldHRlcl93cml0ZXIiLCJpc3MiOiJzdXBhYmFzZS1sb2NhbCIsImlhdCI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.jj-bscToZWKv82JfXD2oxSyTz3wQS6ufv5XO8TyVSOE';
export const LOCAL_ASSESSMENT_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYXNzZXNzbWVudF93cml0ZXIiLCJpc3MiOiJzdXBhYmFzZS1sb2NhbCIsImlhdCI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Fsc5liu6n9HgDI78imzCiFk-8xbBoYFGZy-kKFOKEB4';

export type RuntimeConfig = ReturnType<typeof readRuntimeConfig>;

type Env = Readonly<Record<string, string | undefined>>;

const d = defaultSiteConfig;
const stripSlash = (url: string) => url.replace(/\/+$/, '');

const siteVariables = {
  PORT: withDefault(kinds.port, 8080),
  SITE_BRAND: withDefault(kinds.text, d.brand),
  SITE_ORIGIN: withDefault(kinds.url, d.origin),
  SUPPORT_EMAIL: withDefault(kinds.email, d.emails.support),
  PRIVACY_EMAIL: withDefault(kinds.email, d.emails.privacy),
  LEGAL_EMAIL: withDefault(kinds.email, d.emails.legal),
  PARTNERSHIPS_EMAIL: withDefault(kinds.email, d.emails.partnerships),
  LEADER_EMAIL_DOMAIN: withDefault(kinds.domain, d.emails.leaderDomain),
  ASSESSMENT_URL: withDefault(kinds.url, d.urls.assessment),
  BOOKING_URL: withDefault(kinds.url, d.urls.booking),
  EVENTS_CALENDAR_URL: withDefault(kinds.url, d.urls.eventsCalendar),
  COMMUNITY_CHAT_URL: withDefault(kinds.url, d.urls.communityChat),
  ASTRAL_NEWSLETTER_URL: withDefault(kinds.url, d.urls.astralNewsletter),
  LAUNCHPAD_APP_URL: withDefault(kinds.url, d.urls.launchpadApp),
  VIDEO_URL: withDefault(kinds.url, d.urls.video),
  LINKEDIN_URL: withDefault(kinds.url, d.urls.linkedin),
  X_URL: withDefault(kinds.url, d.urls.x),
  FACEBOOK_URL: withDefault(kinds.url, d.urls.facebook),
  INSTAGRAM_URL: withDefault(kinds.url, d.urls.instagram),
  SUPABASE_URL: withDefault(kinds.url, d.supabase.url),
  SUPABASE_ANON_KEY: withDefault(kinds.text, d.supabase.anonKey),
  SUPABASE_SERVER_URL: optional(kinds.url),
  GA_MEASUREMENT_ID: optional(kinds.text),
  NEWSLETTER_FORM_URL: optional(kinds.url),
  VITALS_SAMPLE_RATE: optional(kinds.fraction),
  SUPABASE_NEWSLETTER_KEY: withDefault(kinds.text, LOCAL_NEWSLETTER_KEY),
  NEWSLETTER_SIGNUPS_PER_MINUTE: withDefault(kinds.count, 5),
  SUPABASE_ASSESSMENT_KEY: withDefault(kinds.text, LOCAL_ASSESSMENT_KEY),
  RESULTS_EMAILS_PER_MINUTE: withDefault(kinds.count, 5),
  ASSESSMENT_FINISHES_PER_MINUTE: withDefault(kinds.count, 20),
  MAIL_PROVIDER_URL: optional(kinds.url),
  MAIL_PROVIDER_KEY: optional(kinds.text),
  REMOTE_REVALIDATE_MS: withDefault(kinds.positiveMilliseconds, 10_000),
  PAGE_CACHE_MS: withDefault(kinds.milliseconds, 60_000),
  SHELL_WORKERS: withDefault(kinds.count, availableParallelism()),
  REQUEST_LOG: withDefault(oneOf(['on', 'off']), 'on'),
  LOG_FORMAT: optional(oneOf(['json', 'pretty'])),
  LOG_LEVEL: withDefault(oneOf(['debug', 'info', 'warn', 'error']), 'info'),
  PREVIEW_SECRET: withDefault(kinds.secret, LOCAL_PREVIEW_SECRET),
  OPS_TOKEN: withDefault(kinds.secret, LOCAL_OPS_TOKEN),
  CANARY_MIN_PAGES: withDefault(kinds.count, 20),
  CANARY_MAX_FAILURE_PERCENT: withDefault(kinds.percent, 2),
  CANARY_FAILURE_FACTOR: withDefault(kinds.factor, 2),
};

/** Their local defaults are written in this repository: a site on https must set its own. */
const requiredForHttps = ['PREVIEW_SECRET', 'OPS_TOKEN'] as const;

type RemoteUrlVariable = (typeof remotes)[number]['env']['url' | 'serverUrl'];
const remoteVariables = Object.fromEntries(
  remotes.flatMap((remote) => [remote.env.url, remote.env.serverUrl].map((variable) => [variable, optional(kinds.url)])),
) as Record<RemoteUrlVariable, ReturnType<typeof optional<string>>>;

/** A deployment samples one visit in ten: enough to see its visitors' phones without an event per page view. */
const defaultVitalsSampleRate = (origin: string) => (new URL(origin).protocol === 'https:' ? 0.1 : 1);

/** Throws an EnvironmentError listing every bad value. */
export function readRuntimeConfig(env: Env) {
  const v = readEnvironment({ ...siteVariables, ...remoteVariables }, env, { requiredForHttps });
  const site: SiteConfig = {
    brand: v.SITE_BRAND,
    origin: stripSlash(v.SITE_ORIGIN),
    emails: {
      support: v.SUPPORT_EMAIL,
      privacy: v.PRIVACY_EMAIL,
      legal: v.LEGAL_EMAIL,
      partnerships: v.PARTNERSHIPS_EMAIL,
      leaderDomain: v.LEADER_EMAIL_DOMAIN,
    },
    urls: {
      assessment: v.ASSESSMENT_URL,
      booking: v.BOOKING_URL,
      eventsCalendar: v.EVENTS_CALENDAR_URL,
      communityChat: v.COMMUNITY_CHAT_URL,
      astralNewsletter: v.ASTRAL_NEWSLETTER_URL,
      launchpadApp: v.LAUNCHPAD_APP_URL,
      video: v.VIDEO_URL,
      linkedin: v.LINKEDIN_URL,
      x: v.X_URL,
      facebook: v.FACEBOOK_URL,
      instagram: v.INSTAGRAM_URL,
    },
    // Only this server reads the backend: browsers read the blog's data from the site
    // (docs/decisions/0033-blog-list-react-island.md).
    supabase: { url: stripSlash(v.SUPABASE_URL), anonKey: v.SUPABASE_ANON_KEY },
    analyticsId: v.GA_MEASUREMENT_ID ?? null,
    newsletterFormUrl: v.NEWSLETTER_FORM_URL ?? null,
    vitalsSampleRate: v.VITALS_SAMPLE_RATE ?? defaultVitalsSampleRate(v.SITE_ORIGIN),
  };
  return {
    port: v.PORT,
    /** What the browser is given; `serverSite`: the same, with the backend as this server reaches it. */
    site,
    serverSite: { ...site, supabase: { ...site.supabase, url: stripSlash(v.SUPABASE_SERVER_URL ?? v.SUPABASE_URL) } },
    remotes: remotes.map(({ name, defaultPort, env: variables }): RemoteLocation => {
      const baseUrl = stripSlash(v[variables.url] ?? `http://localhost:${defaultPort}`);
      return { name, baseUrl, serverBaseUrl: stripSlash(v[variables.serverUrl] ?? baseUrl) };
    }),
    revalidateMs: v.REMOTE_REVALIDATE_MS,
    pageCacheMs: v.PAGE_CACHE_MS,
    workers: v.SHELL_WORKERS,
    newsletter: { key: v.SUPABASE_NEWSLETTER_KEY, signupsPerMinute: v.NEWSLETTER_SIGNUPS_PER_MINUTE },
    assessment: {
      key: v.SUPABASE_ASSESSMENT_KEY,
      emailsPerMinute: v.RESULTS_EMAILS_PER_MINUTE,
      finishesPerMinute: v.ASSESSMENT_FINISHES_PER_MINUTE,
    },
    mail: v.MAIL_PROVIDER_URL ? { url: v.MAIL_PROVIDER_URL, key: v.MAIL_PROVIDER_KEY ?? null } : null,
    requestLog: v.REQUEST_LOG === 'on',
    logFormat: v.LOG_FORMAT,
    logLevel: v.LOG_LEVEL,
    releases: {
      previewSecret: v.PREVIEW_SECRET,
      opsToken: v.OPS_TOKEN,
      abortRule: { minPages: v.CANARY_MIN_PAGES, ratePercent: v.CANARY_MAX_FAILURE_PERCENT, factor: v.CANARY_FAILURE_FACTOR },
    },
  };
}

export const runtimeConfigOrExit = (env: Env) => readOrExit('The shell server', () => readRuntimeConfig(env));
