import type { SiteConfig } from '@pv/shared/config/site-config';

/** Campaign values (docs/behaviour.md, "Every page") for outbound links to the external assessment. */
export type AssessmentCampaign = 'homepage' | 'path_selector';

/** The external assessment site, with source, medium and campaign parameters. */
export function assessmentLink(config: SiteConfig, medium: string, campaign: AssessmentCampaign = 'homepage') {
  const url = new URL(config.urls.assessment);
  url.searchParams.set('utm_source', 'website');
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', campaign);
  return url.toString();
}
