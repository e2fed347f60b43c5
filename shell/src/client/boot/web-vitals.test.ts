import type { Metric } from 'web-vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { testConfig } from '@pv/shared/testing/test-config';
import { reportWebVitals } from './web-vitals';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

const page = { route: '/blog/:slug', releases: { mf_blog: '1.4.0' }, config: { ...testConfig, vitalsSampleRate: 0.1 } };

beforeEach(() => {
  window.dataLayer = [];
});

it('measures nothing on a visit outside the sample', async () => {
  expect(await reportWebVitals(page, () => 0.1)).toBe(false);
  expect(onLCP).not.toHaveBeenCalled();
});

it("reports each of the five metrics of a sampled visit with the page's route and releases, rounded", async () => {
  expect(await reportWebVitals(page, () => 0.09)).toBe(true);
  const report = (measure: unknown, metric: Partial<Metric>) => {
    const [callback] = (jest.mocked(measure as typeof onLCP).mock.calls[0] ?? []) as [((metric: Metric) => void)?];
    callback?.({ rating: 'good', id: `v5-${metric.name}`, ...metric } as Metric);
  };
  report(onLCP, { name: 'LCP', value: 812.4 });
  report(onCLS, { name: 'CLS', value: 0.012345 });
  report(onINP, { name: 'INP', value: 48, rating: 'good' });
  report(onFCP, { name: 'FCP', value: 640.6 });
  report(onTTFB, { name: 'TTFB', value: 95.2, rating: 'needs-improvement' });
  expect(window.dataLayer).toEqual([
    {
      event: 'web_vital',
      metric_name: 'LCP',
      metric_value: 812,
      metric_rating: 'good',
      metric_id: 'v5-LCP',
      page_route: '/blog/:slug',
      releases: { mf_blog: '1.4.0' },
    },
    {
      event: 'web_vital',
      metric_name: 'CLS',
      metric_value: 0.0123,
      metric_rating: 'good',
      metric_id: 'v5-CLS',
      page_route: '/blog/:slug',
      releases: { mf_blog: '1.4.0' },
    },
    {
      event: 'web_vital',
      metric_name: 'INP',
      metric_value: 48,
      metric_rating: 'good',
      metric_id: 'v5-INP',
      page_route: '/blog/:slug',
      releases: { mf_blog: '1.4.0' },
    },
    {
      event: 'web_vital',
      metric_name: 'FCP',
      metric_value: 641,
      metric_rating: 'good',
      metric_id: 'v5-FCP',
      page_route: '/blog/:slug',
      releases: { mf_blog: '1.4.0' },
    },
    {
      event: 'web_vital',
      metric_name: 'TTFB',
      metric_value: 95,
      metric_rating: 'needs-improvement',
      metric_id: 'v5-TTFB',
      page_route: '/blog/:slug',
      releases: { mf_blog: '1.4.0' },
    },
  ]);
});
