import { screen, within } from '@testing-library/react';
import { renderProgramPage } from '../testing/render-program-page';

describe('/journey-map', () => {
  it('shows the map of the 7 destinations under the page title, nothing visited yet', () => {
    renderProgramPage('journeyMap');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore your venture journey');
    const section = screen.getByRole('region', { name: 'Choose a destination' });
    const map = within(section).getByRole('group', { name: 'Venture journey map' });
    expect(within(map).getAllByTestId(/^marker-/)).toHaveLength(7);
    expect(screen.getByTestId('journey-progress')).toHaveTextContent('0 of 7 visited');
  });
});
