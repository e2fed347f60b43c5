// Real visits' vitals (docs/decisions/0019-real-user-vitals.md): LCP, INP, CLS, FCP and TTFB from
// the `web-vitals` package, each sent once per page (CLS and INP when the page is hidden, their
// final values) as a `web_vital` analytics event, to dataLayer and to GA4 when it is configured
// (whose own transport sends it as the page goes away), with the page's route pattern and its
// remotes' releases. Only a sample of visits report: the site's `vitalsSampleRate`.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { trackWebVital } from '@pv/shared/analytics/analytics';
import type { PageState } from '../../app/page-state';

const measurements = [onLCP, onINP, onCLS, onFCP, onTTFB] as const;

/** Milliseconds to the millisecond; CLS, a score, to four places. */
const rounded = ({ name, value }: Metric) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/** Whether this visit reports (decided once per page); if it does, starts measuring. */
export function reportWebVitals(
  { route, releases, config }: Pick<PageState, 'route' | 'releases' | 'config'>,
  random: () => number = Math.random,
): boolean {
  if (random() >= config.vitalsSampleRate) return false;
  const report = (metric: Metric) =>
    trackWebVital({
      metric_name: metric.name,
      metric_value: rounded(metric),
      metric_rating: metric.rating,
      metric_id: metric.id,
      page_route: route,
      releases,
    });
  for (const measure of measurements) measure(report);
  return true;
}
