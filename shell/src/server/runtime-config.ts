// Runtime configuration of the shell server, from its environment (CONTENT.md's table): the site
// configuration it serves to the browser and the remotes it composes.
import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';
import { remoteNames, type RemoteName } from '@pv/shared/contract/page';
import type { RemoteEntry } from '../federation/remote-registry';

export interface RemoteLocation {
  name: RemoteName;
  /** Where browsers load the remote from, e.g. https://blog.cdn.example. */
  baseUrl: string;
  /** Where this server loads it from; differs inside a container network. */
  serverBaseUrl: string;
}

export interface RuntimeConfig {
  port: number;
  /** What the browser is given. */
  site: SiteConfig;
  /** The same, with the backend as this server reaches it (SUPABASE_SERVER_URL). */
  serverSite: SiteConfig;
  remotes: readonly RemoteLocation[];
  /** How often the server checks remotes for a new deployment. */
  revalidateMs: number;
  /** How long a rendered page is served from memory before it is rendered again. */
  pageCacheMs: number;
  /** `client` sends an empty page for the browser to render: only to measure what SSR brings. */
  renderMode: 'server' | 'client';
}

type Env = Readonly<Record<string, string | undefined>>;

export const defaultRemotePorts: Record<RemoteName, number> = {
  mf_marketing: 3001,
  mf_programs: 3002,
  mf_blog: 3003,
  mf_assessment: 3004,
};

/** `mf_blog` -> `MF_BLOG_URL` (and `MF_BLOG_SERVER_URL` where the server reaches it otherwise). */
export const remoteUrlVariable = (name: RemoteName) => `${name.toUpperCase()}_URL`;
const remoteServerUrlVariable = (name: RemoteName) => `${name.toUpperCase()}_SERVER_URL`;

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function readRuntimeConfig(env: Env): RuntimeConfig {
  const d = defaultSiteConfig;
  const pick = (key: string, fallback: string) => env[key]?.trim() || fallback;
  const optional = (key: string) => env[key]?.trim() || null;
  const site: SiteConfig = {
    brand: pick('SITE_BRAND', d.brand),
    origin: stripSlash(pick('SITE_ORIGIN', d.origin)),
    emails: {
      support: pick('SUPPORT_EMAIL', d.emails.support),
      privacy: pick('PRIVACY_EMAIL', d.emails.privacy),
      legal: pick('LEGAL_EMAIL', d.emails.legal),
      partnerships: pick('PARTNERSHIPS_EMAIL', d.emails.partnerships),
      leaderDomain: pick('LEADER_EMAIL_DOMAIN', d.emails.leaderDomain),
    },
    urls: {
      assessment: pick('ASSESSMENT_URL', d.urls.assessment),
      booking: pick('BOOKING_URL', d.urls.booking),
      eventsCalendar: pick('EVENTS_CALENDAR_URL', d.urls.eventsCalendar),
      communityChat: pick('COMMUNITY_CHAT_URL', d.urls.communityChat),
      astralNewsletter: pick('ASTRAL_NEWSLETTER_URL', d.urls.astralNewsletter),
      launchpadApp: pick('LAUNCHPAD_APP_URL', d.urls.launchpadApp),
      video: pick('VIDEO_URL', d.urls.video),
      linkedin: pick('LINKEDIN_URL', d.urls.linkedin),
      x: pick('X_URL', d.urls.x),
      facebook: pick('FACEBOOK_URL', d.urls.facebook),
      instagram: pick('INSTAGRAM_URL', d.urls.instagram),
    },
    supabase: {
      url: stripSlash(pick('SUPABASE_URL', d.supabase.url)),
      anonKey: pick('SUPABASE_ANON_KEY', d.supabase.anonKey),
    },
    analyticsId: optional('GA_MEASUREMENT_ID'),
    newsletterFormUrl: optional('NEWSLETTER_FORM_URL'),
  };
  return {
    port: Number(pick('PORT', '8080')),
    site,
    serverSite: { ...site, supabase: { ...site.supabase, url: stripSlash(pick('SUPABASE_SERVER_URL', site.supabase.url)) } },
    remotes: remoteNames.map((name) => {
      const baseUrl = stripSlash(pick(remoteUrlVariable(name), `http://localhost:${defaultRemotePorts[name]}`));
      return { name, baseUrl, serverBaseUrl: stripSlash(pick(remoteServerUrlVariable(name), baseUrl)) };
    }),
    revalidateMs: Number(pick('REMOTE_REVALIDATE_MS', '10000')),
    pageCacheMs: Number(pick('PAGE_CACHE_MS', '60000')),
    renderMode: pick('RENDER_MODE', 'server') === 'client' ? 'client' : 'server',
  };
}

/** A remote deployment serves its browser build under /browser and its Node build under /server. */
export const browserEntry = (remote: RemoteLocation): RemoteEntry => ({
  name: remote.name,
  entry: `${remote.baseUrl}/browser/remoteEntry.js`,
});

export const serverEntry = (remote: RemoteLocation): RemoteEntry => ({
  name: remote.name,
  entry: `${remote.serverBaseUrl}/server/remoteEntry.js`,
});
