import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { programs } from '@pv/shared/content/programs';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { testConfig } from '@pv/shared/testing/test-config';
import { renderProgramPage } from '../testing/render-program-page';

describe('/programs/engine', () => {
  it('shows the two services, why Engine, the network and the booking call, in that order', () => {
    const { container } = renderProgramPage('engine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Engine Advisory');
    expect(headingTexts(container, 2)).toEqual([
      'Co-Pilot and Mission Control',
      'Why founders choose Engine',
      'A network behind every engagement',
      'Book an Engine call',
    ]);
  });

  it('prices Co-Pilot from the data: from $495/mo, bi-weekly sprints, 3-12 months, 2-4 hrs/week', () => {
    renderProgramPage('engine');
    const coPilot = screen.getByRole('article', { name: 'Co-Pilot' });
    expect(coPilot).toHaveTextContent('From $495/mo');
    expect(coPilot).toHaveTextContent('Bi-weekly advisory sprints');
    expect(coPilot).toHaveTextContent(programs.engine.duration);
    expect(coPilot).toHaveTextContent(programs.engine.timeCommitment);
    expect(within(coPilot).getByRole('link', { name: /^Book a call about Co-Pilot/ })).toHaveAttribute('href', testConfig.urls.booking);
  });

  it('shows both pricing options of Mission Control', () => {
    renderProgramPage('engine');
    const missionControl = screen.getByRole('article', { name: 'Mission Control' });
    expect(missionControl).toHaveTextContent('$2,500-$8,000 per project, or from $1,500/mo');
    expect(missionControl).toHaveTextContent('paid as milestones land');
    expect(missionControl).toHaveTextContent('3-month minimum');
  });

  it('is where the community network leads: a #network section with the network figures', () => {
    const { container } = renderProgramPage('engine');
    const network = container.querySelector('#network') as HTMLElement;
    expect(network).toHaveAccessibleName('A network behind every engagement');
    for (const figure of [facts.investorNetwork, facts.mentors, facts.communityMembers, facts.continents])
      expect(network).toHaveTextContent(figure);
    expect(within(network).getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/events');
  });

  it('books a call from the hero and the closing band', () => {
    renderProgramPage('engine');
    const bookings = screen.getAllByRole('link', { name: /^Book (an Engine call|a call)( \(opens in a new tab\))?$/ });
    expect(bookings.map((a) => a.getAttribute('href'))).toEqual([testConfig.urls.booking, testConfig.urls.booking]);
  });
});
