// Renders a page the way the shell does (router, site configuration) with a configuration that
// differs from the defaults in every value a page may show, so a hard-coded value cannot pass.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';

export const testConfig: SiteConfig = {
  ...defaultSiteConfig,
  brand: 'Harbor Lane Labs',
  origin: 'https://harbor-lane.test',
  emails: {
    support: 'help@harbor-lane.test',
    privacy: 'dpo@harbor-lane.test',
    legal: 'counsel@harbor-lane.test',
    partnerships: 'alliances@harbor-lane.test',
    leaderDomain: 'harbor-lane.test',
  },
};

export function renderPage(ui: ReactElement, { config = testConfig, path = '/' }: { config?: SiteConfig; path?: string } = {}) {
  return render(
    <SiteConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SiteConfigProvider>,
  );
}

/** Values of the default configuration that must never show when another one is given. */
const defaultValues = [defaultSiteConfig.brand, 'example.com'];

export function expectNoDefaultConfigValues(container: HTMLElement) {
  for (const value of defaultValues) expect(container.innerHTML).not.toContain(value);
}

/** The text of the level-`level` headings in document order. */
export const headingTexts = (root: HTMLElement, level: 2 | 3) =>
  Array.from(root.querySelectorAll(`h${level}`), (heading) => heading.textContent);

/** The <section> an h2 heads. */
export function sectionOf(root: HTMLElement, heading: string): HTMLElement {
  const h2 = Array.from(root.querySelectorAll('h2')).find((el) => el.textContent === heading);
  const section = h2?.closest('section');
  if (!section) throw new Error(`No section headed "${heading}"`);
  return section;
}

/** Every mailto: link inside `root`, parsed. */
export const mailtoLinks = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]'), (a) => {
    const url = new URL(a.getAttribute('href') ?? '');
    return {
      text: a.textContent,
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body'),
    };
  });
