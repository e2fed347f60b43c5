import {
  trackButtonClick,
  trackCtaClick,
  trackExternalLink,
  trackPageView,
  trackRemoteFailure,
  trackVideoPlay,
  trackWebVital,
} from '@pv/shared/analytics/analytics';

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
});

it('pushes every event to window.dataLayer with category, label and value', () => {
  trackPageView('/blog?tag=Metrics');
  trackButtonClick('Newsletter', 'Sign Up');
  trackExternalLink('Footer Social', 'https://x.com/example');
  trackCtaClick('Floating Button', 'Sticky CTA - Start Assessment');
  trackVideoPlay('Events', 'Community intro', 1);
  expect(window.dataLayer).toEqual([
    { event: 'page_view', page_path: '/blog?tag=Metrics' },
    { event: 'button_click', category: 'Newsletter', label: 'Sign Up' },
    { event: 'external_link_click', category: 'Footer Social', label: 'https://x.com/example' },
    { event: 'cta_click', category: 'Floating Button', label: 'Sticky CTA - Start Assessment' },
    { event: 'video_play', category: 'Events', label: 'Community intro', value: 1 },
  ]);
});

it('also sends to GA4 when gtag is loaded', () => {
  const gtag = jest.fn();
  window.gtag = gtag;
  trackCtaClick('Header', 'Start Free Assessment', 2);
  expect(gtag).toHaveBeenCalledWith('event', 'cta_click', { event_category: 'Header', event_label: 'Start Free Assessment', value: 2 });
});

it('records a remote that failed in the browser, by remote, kind and part', () => {
  const gtag = jest.fn();
  window.gtag = gtag;
  trackRemoteFailure('mf_blog', 'load', 'blog-list');
  trackRemoteFailure('mf_marketing', 'render', 'rotating-word');
  expect(window.dataLayer).toEqual([
    { event: 'remote_failure', remote: 'mf_blog', kind: 'load', label: 'blog-list' },
    { event: 'remote_failure', remote: 'mf_marketing', kind: 'render', label: 'rotating-word' },
  ]);
  expect(gtag).toHaveBeenLastCalledWith('event', 'remote_failure', {
    event_category: 'mf_marketing',
    event_label: 'render: rotating-word',
  });
});

it("records a metric of a real visit with the page's route and each remote's release, as flat parameters for GA4", () => {
  const gtag = jest.fn();
  window.gtag = gtag;
  const metric = {
    metric_name: 'LCP',
    metric_value: 812,
    metric_rating: 'good',
    metric_id: 'v6-1-2',
    page_route: '/blog/:slug',
    releases: { mf_blog: '1.0.0-3fa2c91b' },
  } as const;
  trackWebVital(metric);
  expect(window.dataLayer).toEqual([{ event: 'web_vital', ...metric }]);
  expect(gtag).toHaveBeenCalledWith('event', 'web_vital', {
    metric_name: 'LCP',
    metric_value: 812,
    metric_rating: 'good',
    metric_id: 'v6-1-2',
    page_route: '/blog/:slug',
    release_mf_blog: '1.0.0-3fa2c91b',
  });
});
