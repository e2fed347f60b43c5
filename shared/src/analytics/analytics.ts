// The analytics API every part of the site uses. Events always reach `window.dataLayer`; when the
// shell has loaded GA4 (a measurement id is configured) they are also sent with gtag.

export type InteractionKind = 'button_click' | 'external_link_click' | 'cta_click' | 'video_play';

/** How a remote failed in the browser: its code did not arrive, or it threw while rendering. */
export type RemoteFailureKind = 'load' | 'render';

/** The Core Web Vitals and their companions, as the `web-vitals` package names them. */
export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One metric of a real visit, measured once per page (shell/src/client/boot/web-vitals.ts). */
export interface WebVitalEvent {
  event: 'web_vital';
  metric_name: WebVitalName;
  /** Milliseconds, or for CLS the layout-shift score. */
  metric_value: number;
  metric_rating: 'good' | 'needs-improvement' | 'poor';
  /** Tells two visits (or a page restored from the back-forward cache) apart. */
  metric_id: string;
  /** The route's pattern, e.g. `/blog/:slug`, so pages of one kind are counted together. */
  page_route: string;
  /** The release of each remote the page was rendered with (its route's and its islands' owners). */
  releases: Readonly<Record<string, string>>;
}

export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string }
  | WebVitalEvent
  | { event: InteractionKind; category: string; label: string; value?: number }
  | { event: 'remote_failure'; remote: string; kind: RemoteFailureKind; label: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function send(payload: AnalyticsEvent) {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(payload);
  if (!window.gtag) return;
  if (payload.event === 'page_view') {
    window.gtag('event', 'page_view', { page_path: payload.page_path, page_location: window.location.href });
  } else if (payload.event === 'web_vital') {
    // GA4 takes flat parameters: one per remote's release.
    const { event, releases, ...metric } = payload;
    const releaseParameters = Object.fromEntries(Object.entries(releases).map(([remote, release]) => [`release_${remote}`, release]));
    window.gtag('event', event, { ...metric, ...releaseParameters });
  } else if (payload.event === 'remote_failure') {
    window.gtag('event', 'remote_failure', { event_category: payload.remote, event_label: `${payload.kind}: ${payload.label}` });
  } else {
    window.gtag('event', payload.event, {
      event_category: payload.category,
      event_label: payload.label,
      value: payload.value,
    });
  }
}

function interaction(event: InteractionKind) {
  return (category: string, label: string, value?: number) =>
    send(value === undefined ? { event, category, label } : { event, category, label, value });
}

/** Path plus query string, e.g. `/blog?tag=Metrics`. Sent by the shell on every route change. */
export const trackPageView = (pathWithQuery: string) => send({ event: 'page_view', page_path: pathWithQuery });
export const trackButtonClick = interaction('button_click');
export const trackExternalLink = interaction('external_link_click');
/** `trackCtaClick('Floating Button', 'Sticky CTA - Start Assessment')`: where, then which. */
export const trackCtaClick = interaction('cta_click');
export const trackVideoPlay = interaction('video_play');
/**
 * A remote's part of the page failed in the browser (`label`: which part, e.g. the island's name),
 * so failures can be counted per remote next to the server's log lines.
 */
export const trackRemoteFailure = (remote: string, kind: RemoteFailureKind, label: string) =>
  send({ event: 'remote_failure', remote, kind, label });
export const trackWebVital = (metric: Omit<WebVitalEvent, 'event'>) => send({ event: 'web_vital', ...metric });
