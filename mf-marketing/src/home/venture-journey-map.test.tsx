import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { ladder, ladderTimings } from '@pv/shared/content/programs';
import VentureJourneyMap, { DESKTOP_FROM_PX, metres, routeId, stationTops } from './venture-journey-map';
import { journeyStages } from './journey-stages';
import { journeyMap } from './home-content';

function renderMap() {
  return renderPage(<VentureJourneyMap hydrate="load" stages={journeyStages} timings={ladderTimings} labels={journeyMap.labels} />);
}

const emblem = (name: string) => screen.getByRole('button', { name: `Details of ${name}` });
const stage = (id: string) => document.querySelector<HTMLElement>(`[data-stage="${id}"]`) as HTMLElement;
const expandedStages = () => Array.from(document.querySelectorAll('[data-stage][data-expanded]'), (el) => el.getAttribute('data-stage'));
const highlightedRoutes = () =>
  Array.from(document.querySelectorAll('[data-route][data-highlighted]'), (el) => el.getAttribute('data-route'));
const highlightedTimings = () =>
  Array.from(document.querySelectorAll('[data-timing][data-highlighted]'), (el) => el.getAttribute('data-timing'));

describe('the venture journey map', () => {
  it('climbs Compass, Engine, Launchpad at their elevations, with the timing between each two', () => {
    renderMap();
    const items = within(screen.getByRole('list', { name: 'The three stages of the climb' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Compass', 'Engine', 'Launchpad']);
    expect(ladder.map((program) => program.elevation)).toEqual(['1,200m', '2,400m', '3,800m']);
    expect(ladderTimings).toEqual(['3-6 months', '6-12 months']);
    for (const [i, program] of ladder.entries()) expect(items[i]?.textContent).toContain(program.elevation);
    expect(items[0]?.querySelector('[data-timing]')?.textContent).toBe('3-6 months to the next stage');
    expect(items[1]?.querySelector('[data-timing]')?.textContent).toBe('6-12 months to the next stage');
    expect(items[2]?.querySelector('[data-timing]')).toBeNull();
  });

  it('behaves as on desktop from 768 px, as on a phone below', () => {
    expect(DESKTOP_FROM_PX).toBe(768);
  });

  it('opens no card at first, and every card’s details are in the HTML for phones', () => {
    renderMap();
    expect(expandedStages()).toEqual([]);
    for (const program of ladder) {
      expect(emblem(program.name)).toHaveAttribute('aria-expanded', 'false');
      const details = document.getElementById(emblem(program.name).getAttribute('aria-controls') ?? '');
      expect(details?.textContent).toContain(program.tagline);
      expect(details?.textContent).toContain(program.price);
      expect(within(details as HTMLElement).getByRole('link', { name: `Explore ${program.name}`, hidden: true })).toHaveAttribute(
        'href',
        program.link,
      );
    }
  });

  it('opens a card from its emblem and closes it from the same emblem', async () => {
    const { user } = renderMap();
    await user.click(emblem('Engine'));
    expect(expandedStages()).toEqual(['engine']);
    expect(emblem('Engine')).toHaveAttribute('aria-expanded', 'true');
    await user.click(emblem('Engine'));
    expect(expandedStages()).toEqual([]);
    expect(emblem('Engine')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps at most one card open', async () => {
    const { user } = renderMap();
    await user.click(emblem('Compass'));
    await user.click(emblem('Launchpad'));
    expect(expandedStages()).toEqual(['launchpad']);
    expect(emblem('Compass')).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the route from the stage pointed at to the next one, and none from the last', () => {
    renderMap();
    expect(highlightedRoutes()).toEqual([]);
    fireEvent.mouseEnter(stage('compass'));
    expect(highlightedRoutes()).toEqual(['compass-engine']);
    expect(highlightedTimings()).toEqual(['compass-engine']);
    fireEvent.mouseLeave(stage('compass'));
    fireEvent.mouseEnter(stage('engine'));
    expect(highlightedRoutes()).toEqual(['engine-launchpad']);
    fireEvent.mouseLeave(stage('engine'));
    fireEvent.mouseEnter(stage('launchpad'));
    expect(highlightedRoutes()).toEqual([]);
    fireEvent.mouseLeave(stage('launchpad'));
    expect(highlightedRoutes()).toEqual([]);
  });

  it('is used from the keyboard: focus highlights, Enter and Space open and close', async () => {
    const { user } = renderMap();
    await user.tab();
    expect(emblem('Compass')).toHaveFocus();
    expect(highlightedRoutes()).toEqual(['compass-engine']);
    await user.keyboard('{Enter}');
    expect(expandedStages()).toEqual(['compass']);
    // Into the open card's link, still within Compass: the route stays highlighted.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Explore Compass' })).toHaveFocus();
    expect(highlightedRoutes()).toEqual(['compass-engine']);
    await user.tab();
    expect(emblem('Engine')).toHaveFocus();
    expect(highlightedRoutes()).toEqual(['engine-launchpad']);
    await user.keyboard(' ');
    expect(expandedStages()).toEqual(['engine']);
    await user.keyboard(' ');
    expect(expandedStages()).toEqual([]);
  });

  it('closes the open card on Escape from anywhere in it, and gives the focus back to its emblem', async () => {
    const { user } = renderMap();
    await user.click(emblem('Engine'));
    act(() => screen.getByRole('link', { name: 'Explore Engine' }).focus());
    await user.keyboard('{Escape}');
    expect(expandedStages()).toEqual([]);
    expect(emblem('Engine')).toHaveFocus();
    expect(emblem('Engine')).toHaveAttribute('aria-expanded', 'false');
  });

  it('places each emblem by its elevation: the highest at the top, the lowest at the bottom', () => {
    expect(metres('3,800m')).toBe(3800);
    const [low, middle, high] = stationTops(ladder);
    expect(high).toBe(0);
    expect(low).toBeGreaterThan(middle ?? 0);
    // Engine's 2,400m is 1,200 of the 2,600 metres between Compass and Launchpad.
    expect(((low ?? 0) - (middle ?? 0)) / (low ?? 1)).toBeCloseTo(1200 / 2600, 3);
    expect(routeId(ladder, 0)).toBe('compass-engine');
  });
});
