// The site configuration every page test renders with: it differs from the defaults in every value
// a page may show, so a page that hard-codes a default (brand, an address, a link) cannot pass.
import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';

export const testConfig: SiteConfig = {
  brand: 'Harbor Lane Labs',
  origin: 'https://harbor-lane.test',
  emails: {
    support: 'help@harbor-lane.test',
    privacy: 'dpo@harbor-lane.test',
    legal: 'counsel@harbor-lane.test',
    partnerships: 'alliances@harbor-lane.test',
    leaderDomain: 'crew.harbor-lane.test',
  },
  urls: {
    assessment: 'https://compass.harbor-lane.test',
    booking: 'https://meet.harbor-lane.test/intro',
    eventsCalendar: 'https://events.harbor-lane.test/calendar',
    communityChat: 'https://chat.harbor-lane.test/join',
    astralNewsletter: 'https://letters.harbor-lane.test/astral',
    launchpadApp: 'https://launchpad.harbor-lane.test',
    video: 'https://video.harbor-lane.test/embed/intro',
    linkedin: 'https://www.linkedin.com/company/harbor-lane-labs',
    x: 'https://x.com/harborlanelabs',
    facebook: 'https://www.facebook.com/harborlanelabs',
    instagram: 'https://www.instagram.com/harborlanelabs',
  },
  supabase: { url: 'https://data.harbor-lane.test', anonKey: 'harbor-lane-anon-key' },
  // Switches, not values a page shows: left as the defaults so a test does not load analytics or
  // post sign-ups to a provider by accident.
  analyticsId: defaultSiteConfig.analyticsId,
  newsletterFormUrl: defaultSiteConfig.newsletterFormUrl,
  vitalsSampleRate: 0.5,
};

/** Every text value of a configuration (brand, origin, addresses, links, backend). */
export function configValues(config: SiteConfig): string[] {
  const values: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(config);
  return values;
}

/** Fails when `container` shows any value of the default configuration. */
export function expectNoDefaultConfigValues(container: HTMLElement) {
  const html = container.innerHTML;
  for (const value of configValues(defaultSiteConfig)) expect(html).not.toContain(value);
}
