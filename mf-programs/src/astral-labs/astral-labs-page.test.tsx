import { screen, within } from '@testing-library/react';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { testConfig } from '@pv/shared/testing/test-config';
import { renderProgramPage } from '../testing/render-program-page';

describe('/programs/astral-labs', () => {
  it('shows the research, the signals, the questions, the momentum states and free access, in that order', () => {
    const { container } = renderProgramPage('astralLabs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Astral Labs');
    expect(headingTexts(container, 2)).toEqual([
      'Why some founders move and others stall',
      'Four signals of founder momentum',
      'What we are trying to answer',
      'Three states we see again and again',
      'Free to read, free to use',
    ]);
  });

  it('tracks the four signals and names the three momentum states', () => {
    renderProgramPage('astralLabs');
    const names = (region: string) =>
      within(screen.getByRole('region', { name: region }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(names('Four signals of founder momentum')).toEqual(['Conviction', 'Clarity', 'Emotional Resonance', 'Behavioral Patterns']);
    expect(names('Three states we see again and again')).toEqual(['Hesitant Dreamer', 'Active Seeker', 'Prime Opportunist']);
  });

  it('asks three research questions', () => {
    renderProgramPage('astralLabs');
    expect(within(screen.getByRole('region', { name: 'What we are trying to answer' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('offers free access and the external newsletter', () => {
    renderProgramPage('astralLabs');
    const access = screen.getByRole('region', { name: 'Free to read, free to use' });
    expect(within(access).getByRole('definition')).toHaveTextContent('Free');
    const newsletter = within(access).getByRole('link', { name: /^Get the Astral Labs newsletter/ });
    expect(newsletter).toHaveAttribute('href', testConfig.urls.astralNewsletter);
    expect(newsletter).toHaveAttribute('target', '_blank');
  });
});
