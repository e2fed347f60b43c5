import { render, screen, within } from '@testing-library/react';
import { StatTiles } from '@pv/shared/ui/stat-tiles';

describe('StatTiles', () => {
  it('reads each tile as one phrase, figure first, in the spoken words where given', () => {
    render(
      <StatTiles
        aria-label="Our network"
        stats={[
          { figure: '70K+', label: 'community members' },
          { figure: '$483M+', label: 'alumni funding', spoken: 'More than 483 million dollars' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Our network' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['70K+ community members', '$483M+More than 483 million dollars alumni funding']);
    // What a screen reader reads: the symbols are hidden where words replace them.
    const figure = screen.getByText('$483M+');
    expect(figure).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('More than 483 million dollars')).toHaveClass('visually-hidden');
    expect(screen.getByText('70K+')).not.toHaveAttribute('aria-hidden');
  });

  it('has no headings: the figures are not an outline', () => {
    render(<StatTiles stats={[{ figure: '5+', label: 'continents' }]} />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });
});
