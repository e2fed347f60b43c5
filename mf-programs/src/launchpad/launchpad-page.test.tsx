import { screen, within } from '@testing-library/react';
import { programs } from '@pv/shared/content/programs';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { testConfig } from '@pv/shared/testing/test-config';
import { renderProgramPage } from '../testing/render-program-page';
import { launchpadApp } from './launchpad-content';

describe('/programs/launchpad', () => {
  it('shows the Forge Program, how it works, the app and the next step, in that order', () => {
    const { container } = renderProgramPage('launchpad');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Launchpad: the Forge Program');
    expect(headingTexts(container, 2)).toEqual([
      'Forge at a glance',
      'From investor-curious to investor-ready',
      launchpadApp.heading,
      'Not ready to raise yet?',
    ]);
  });

  it('states the Forge Program from the data: $1,400 for 12 weeks at 10+ hrs/week', () => {
    renderProgramPage('launchpad');
    const facts = screen.getByRole('region', { name: 'Forge at a glance' });
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['$1,400', '12 weeks', '10+ hrs/week', programs.launchpad.format]);
  });

  it('shows the configured Launchpad app as a poster with a link to open it in a new tab, and no frame until asked', () => {
    const { container } = renderProgramPage('launchpad');
    const app = container.querySelector(`#${launchpadApp.id}`) as HTMLElement;
    expect(within(app).queryByTitle(launchpadApp.frameTitle)).toBeNull();
    expect(within(app).getByRole('link', { name: /^Open the Launchpad app in a new tab/ })).toHaveAttribute(
      'href',
      testConfig.urls.launchpadApp,
    );
    expect(screen.getByRole('link', { name: 'Open the Launchpad app' })).toHaveAttribute('href', `#${launchpadApp.id}`);
  });
});
