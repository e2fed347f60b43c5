import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderPage } from '@pv/shared/testing/render-page';
import { programs } from '@pv/shared/content/programs';
import { IN_PAGE_LINK_ATTRIBUTE } from '@pv/shared/navigation/in-page-navigation';
import FounderPathSelector from './founder-path-selector';
import { founderPathLabels, founderPaths } from './founder-paths';

const ASSESSMENT = 'https://compass.harbor-lane.test/?utm_campaign=path_selector';

function renderSelector(path = '/') {
  return renderPage(
    <FounderPathSelector
      hydrate="load"
      paths={founderPaths}
      labels={founderPathLabels}
      assessmentHref={ASSESSMENT}
      sectionId="founder-path"
    />,
    { path },
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Founder paths' })).getAllByRole('listitem');

beforeEach(() => {
  window.dataLayer = [];
});

describe('the founder path selector', () => {
  it('offers three paths, first-time, serial and exploring, each a link that works without scripts', () => {
    renderSelector();
    expect(founderPaths.map((path) => path.id)).toEqual(['first-time', 'serial', 'exploring']);
    expect(cards()).toHaveLength(3);
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'First-Time Founder',
      'Serial Founder',
      'Exploring an Idea',
    ]);
    expect(screen.getByRole('link', { name: 'Serial Founder' })).toHaveAttribute('href', '/?path=serial#founder-path');
    // Shown in place once hydrated: the browser never loads their page ahead of a click.
    for (const card of cards()) expect(within(card).getByRole('link')).toHaveAttribute(IN_PAGE_LINK_ATTRIBUTE);
  });

  it('shows the chosen path’s recommendation and puts the focus on it', async () => {
    const { user } = renderSelector();
    await user.click(screen.getByRole('link', { name: 'Serial Founder' }));
    expect(currentUrl()).toBe('/?path=serial');
    expect(screen.queryByRole('list', { name: 'Founder paths' })).toBeNull();
    // The other paths' recommendations are not shown.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const result = screen.getByRole('region', { name: 'Serial Founder' });
    const serial = founderPaths[1];
    expect(within(result).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(result).getByText(programs.engine.title)).toBeVisible();
    expect(within(result).getByText(serial?.startingPoint ?? '')).toBeVisible();
    expect(within(result).getByText(serial?.urgency ?? '')).toBeVisible();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(serial?.benefits);
    expect(within(result).getByRole('link', { name: 'Start Free Assessment (opens in a new tab)' })).toHaveAttribute('href', ASSESSMENT);
    expect(within(result).getByRole('link', { name: 'Explore Engine' })).toHaveAttribute('href', programs.engine.link);
    expect(window.dataLayer).toContainEqual({ event: 'button_click', category: 'Founder Path', label: 'Serial Founder' });
  });

  it('returns to the cards on Choose Different Path, with the focus on the card chosen before', async () => {
    const { user } = renderSelector();
    await user.click(screen.getByRole('link', { name: 'Exploring an Idea' }));
    await user.click(screen.getByRole('link', { name: 'Choose Different Path' }));
    expect(currentUrl()).toBe('/');
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Exploring an Idea' })).toHaveFocus();
    expect(window.dataLayer).toContainEqual({ event: 'button_click', category: 'Founder Path', label: 'Choose Different Path' });
  });

  it('follows Back and Forward between the cards and a recommendation, leaving the focus alone', async () => {
    const { user } = renderSelector();
    await user.click(screen.getByRole('link', { name: 'Serial Founder' }));
    (document.activeElement as HTMLElement).blur();
    window.history.back();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('region', { name: 'Serial Founder' })).toBeNull();
    window.history.forward();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Serial Founder' })).toBeVisible());
    expect(document.body).toHaveFocus();
  });

  it('is used from the keyboard alone', async () => {
    const { user } = renderSelector();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Serial Founder' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Serial Founder' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Choose Different Path' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Serial Founder' })).toHaveFocus();
  });

  it('renders the recommendation of the URL’s path from the first render, leaving the focus alone', () => {
    renderSelector('/?path=first-time');
    expect(screen.getByRole('region', { name: 'First-Time Founder' })).toBeVisible();
    expect(screen.getByText(programs.breakthrough.title)).toBeVisible();
    expect(document.body).toHaveFocus();
  });

  it('shows the cards for a path it does not know', () => {
    renderSelector('/?path=astronaut');
    expect(cards()).toHaveLength(3);
  });

  it('gives every path each field a recommendation needs, and a program page of the site', () => {
    for (const path of founderPaths) {
      expect(path.benefits.length).toBeGreaterThanOrEqual(3);
      for (const field of [path.title, path.description, path.recommendedPath, path.startingPoint, path.urgency]) {
        expect(field.length).toBeGreaterThan(10);
      }
      expect(Object.values(programs).map((program) => program.link)).toContain(path.program.href);
    }
  });
});
