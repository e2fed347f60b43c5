// Real visits' vitals (docs/decisions/0019-real-user-vitals.md): LCP, INP, CLS, FCP and TTFB from
// the `web-vitals` package, each sent once per page (CLS and INP when the page is hidden, their
// final values) as a `web_vital` analytics event, to dataLayer and to GA4 when it is configured
// (whose own transport sends it as the page goes away), with the page's route pattern and its
// remotes' releases. Only a sample of visits report: the site's `vitalsSampleRate`. The package
// is a chunk of its own, fetched by a sampled visit only: the others (90% where the site is
// served over https) download none of it, and the boot script every page runs is 2.5 KB smaller.
// Its observers read the entries buffered before they start.
import type { Metric } from 'web-vitals';
import { trackWebVital } from '@pv/shared/analytics/analytics';
import type { PageState } from '../../app/page-state';

/** Milliseconds to the millisecond; CLS, a score, to four places. */
const rounded = ({ name, value }: Metric) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/** Whether this visit reports (decided once per page); if it does, resolves once it measures. */
export async function reportWebVitals(
  { route, releases, config }: Pick<PageState, 'route' | 'releases' | 'config'>,
  random: () => number = Math.random,
): Promise<boolean> {
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
  try {
    const { onLCP, onINP, onCLS, onFCP, onTTFB } = await import(/* webpackChunkName: "boot-vitals" */ 'web-vitals');
    for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(report);
    return true;
  } catch (error) {
    console.error('Real-user vitals are not measured on this page:', error);
    return false;
  }
}
