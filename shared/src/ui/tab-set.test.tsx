import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { RequestLocationContext, registerLocationSource, siteLocationOf } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { TabSet, type TabDefinition } from '@pv/shared/ui/tab-set';

const tabs: TabDefinition[] = [
  { id: 'overview', label: 'Overview', content: <p>Who we are</p> },
  { id: 'events', label: 'Events', content: <p>Office hours</p> },
  { id: 'forum', label: 'Forum', content: <a href="/forum">Open the forum</a> },
];

let unregister = () => {};
afterEach(() => unregister());

function renderAt(url: string, ui = <TabSet tabs={tabs} label="Community" />) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/', url] });
  unregister = registerLocationSource(routerLocationSource(router));
  const user = userEvent.setup();
  const view = render(ui);
  const url$ = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, url: url$, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });
/** The one visible panel (the others are hidden, out of the accessibility tree). */
const visiblePanel = () => screen.getByRole('tabpanel');

describe('TabSet', () => {
  it('follows the tabs pattern: a named tab list, tabs that control panels, panels labelled by their tab', () => {
    renderAt('/community');
    const list = screen.getByRole('tablist', { name: 'Community' });
    const all = within(list).getAllByRole('tab');
    expect(all.map((t) => t.textContent)).toEqual(['Overview', 'Events', 'Forum']);
    for (const t of all) {
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', t.id);
    }
    expect(visiblePanel()).toHaveAccessibleName('Overview');
  });

  it('shows the first tab when the URL names none, and keeps every panel in the page', () => {
    const { container } = renderAt('/community');
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(tab('Events')).toHaveAttribute('aria-selected', 'false');
    expect(visiblePanel()).toHaveTextContent('Who we are');
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(container.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    expect(container).toHaveTextContent('Office hours');
  });

  it('shows the tab the URL names, and the default for a name it does not know', () => {
    renderAt('/community?tab=forum');
    expect(selectedTab()).toHaveTextContent('Forum');
    expect(visiblePanel()).toHaveTextContent('Open the forum');
    unregister();
    document.body.innerHTML = '';
    renderAt('/community?tab=nonsense');
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('links each tab to its URL; the default tab to the URL without the parameter', () => {
    renderAt('/community?ref=mail&tab=events');
    expect(tab('Overview')).toHaveAttribute('href', '/community?ref=mail');
    expect(tab('Events')).toHaveAttribute('href', '/community?ref=mail&tab=events');
    expect(tab('Forum')).toHaveAttribute('href', '/community?ref=mail&tab=forum');
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    const { user } = renderAt('/community?tab=events');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(tab('Events')).toHaveFocus();
    await user.tab();
    expect(visiblePanel()).toHaveFocus();
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End, writing it into the URL', async () => {
    const { user, url } = renderAt('/community');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Events')).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Events');
    expect(url()).toBe('/community?tab=events');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    expect(url()).toBe('/community');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Forum')).toHaveFocus();
    expect(url()).toBe('/community?tab=forum');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Overview');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Forum');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(visiblePanel()).toHaveTextContent('Open the forum');
  });

  it('selects a clicked tab; back and forward move between the tabs shown', async () => {
    const { user, url, router } = renderAt('/community');
    await user.click(tab('Forum'));
    expect(url()).toBe('/community?tab=forum');
    expect(selectedTab()).toHaveTextContent('Forum');
    await user.click(tab('Events'));
    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveTextContent('Forum');
    await act(() => router.navigate(-1));
    expect(selectedTab()).toHaveTextContent('Overview');
    await act(() => router.navigate(1));
    expect(selectedTab()).toHaveTextContent('Forum');
  });

  it('adds no history entry for the tab already selected', async () => {
    const { user, router } = renderAt('/community?tab=events');
    await user.click(tab('Events'));
    expect(router.state.historyAction).not.toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('uses the parameter and default tab it is given', async () => {
    const resources = <TabSet tabs={tabs} label="Resources" param="view" defaultTab="events" />;
    renderAt('/resources?view=forum&tab=overview', resources);
    expect(selectedTab()).toHaveTextContent('Forum');
    unregister();
    document.body.innerHTML = '';
    const { user, url } = renderAt('/resources', resources);
    expect(selectedTab()).toHaveTextContent('Events');
    expect(tab('Events')).toHaveAttribute('href', '/resources');
    await user.click(tab('Overview'));
    expect(url()).toBe('/resources?view=overview');
  });

  it('is rendered on the server for the request URL, and hydrates without a mismatch', async () => {
    const url = '/community?tab=forum';
    const ui = <TabSet tabs={tabs} label="Community" />;
    const html = renderToString(
      <RequestLocationContext.Provider value={siteLocationOf(new URL(url, 'https://site.test'))}>{ui}</RequestLocationContext.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[aria-selected="true"]')).toHaveTextContent('Forum');
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')).toHaveTextContent('Open the forum');
    expect(container).toHaveTextContent('Who we are');
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
    unregister = registerLocationSource(routerLocationSource(router));
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
