// Deploy-time configuration (docs/content.md, "Where each kind of content lives"): read by the shell server from its
// environment and served to the browser, so an operator changes it without rebuilding a remote.

export interface SiteConfig {
  brand: string;
  /** Canonical origin, no trailing slash: canonical links, sitemap, social cards. */
  origin: string;
  emails: {
    support: string;
    privacy: string;
    legal: string;
    partnerships: string;
    /** Leaders' addresses are `first-name@<domain>`. */
    leaderDomain: string;
  };
  urls: {
    assessment: string;
    booking: string;
    eventsCalendar: string;
    communityChat: string;
    astralNewsletter: string;
    launchpadApp: string;
    video: string;
    linkedin: string;
    x: string;
    facebook: string;
    instagram: string;
  };
  /**
   * The backend: its URL, or (in the browser) a path on the site's own origin that the shell
   * server forwards to it (docs/decisions/0008-server-throughput.md).
   */
  supabase: { url: string; anonKey: string };
  /** GA4 measurement id; without it events go to `window.dataLayer` only. */
  analyticsId: string | null;
  /** Mailing-list provider's opt-in form URL; without it sign-ups are stored in our database. */
  newsletterFormUrl: string | null;
  /** The share of visits (0 to 1) that report their web vitals (shell/src/client/boot/web-vitals.ts). */
  vitalsSampleRate: number;
}

/** The anon key of the embedded local backend (signed with its published development secret). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzM1Njg5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.p1XioSL51IEL8nzUx0yhHeg91JFsc5z9TXtOlrarr2k';

export const defaultSiteConfig: SiteConfig = {
  brand: 'Prepared Ventures',
  origin: 'http://localhost:8080',
  emails: {
    support: 'support@example.com',
    privacy: 'privacy@example.com',
    legal: 'legal@example.com',
    partnerships: 'partnerships@example.com',
    leaderDomain: 'example.com',
  },
  urls: {
    assessment: 'https://assessment.example.com',
    booking: 'https://booking.example.com/prepared-ventures',
    eventsCalendar: 'https://calendar.example.com/prepared-ventures',
    communityChat: 'https://chat.example.com/invite/prepared-ventures',
    astralNewsletter: 'https://newsletter.example.com/astral-labs',
    launchpadApp: 'https://launchpad.example.com',
    video: 'https://video.example.com/embed/prepared-ventures',
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    facebook: 'https://www.facebook.com/example',
    instagram: 'https://www.instagram.com/example',
  },
  supabase: { url: 'http://localhost:54321', anonKey: LOCAL_SUPABASE_ANON_KEY },
  analyticsId: null,
  newsletterFormUrl: null,
  vitalsSampleRate: 1,
};
