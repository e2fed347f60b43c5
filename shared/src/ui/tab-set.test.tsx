import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { siteLocationOf } from '@pv/shared/navigation/site-location';
import { RequestLocationContext } from '@pv/shared/navigation/use-site-location';
import { currentUrl, renderPage } from '@pv/shared/testing/render-page';
import { TabSet, type TabDefinition } from '@pv/shared/ui/tab-set';

const tabs: TabDefinition[] = [
  { id: 'overview', label: 'Overview', content: <p>Who we are</p> },
  { id: 'events', label: 'Events', content: <p>Office hours</p> },
  { id: 'forum', label: 'Forum', content: <a href="/forum">Open the forum</a> },
];

const community = <TabSet id="community" tabs={tabs} label="Community" />;

/** The page at `url` as the browser has it: the server's HTML, with the boot script's tab sets started. */
const renderAt = (url: string, ui = community) => renderPage(ui, { path: url });

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });
/** The one visible panel (the others are hidden, out of the accessibility tree). */
const visiblePanel = () => screen.getByRole('tabpanel');

/** Back or forward, and the browser's popstate after it. */
async function go(steps: number) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.go(steps);
  await popped;
}

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
    renderAt('/community?tab=nonsense');
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('links each tab to its URL; the default tab to the URL without the parameter', () => {
    renderAt('/community?ref=mail&tab=events');
    expect(tab('Overview')).toHaveAttribute('href', '/community?ref=mail');
    expect(tab('Events')).toHaveAttribute('href', '/community?ref=mail&tab=events');
    expect(tab('Forum')).toHaveAttribute('href', '/community?ref=mail&tab=forum');
  });

  it('without JavaScript: links in the Tab order, the server selecting the tab of the request URL', () => {
    const html = renderToString(
      <RequestLocationContext.Provider value={siteLocationOf(new URL('https://site.test/community?tab=forum'))}>
        {community}
      </RequestLocationContext.Provider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const links = [...page.querySelectorAll('[role="tab"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/community', '/community?tab=events', '/community?tab=forum']);
    expect(links.filter((link) => link.hasAttribute('tabindex'))).toEqual([]);
    expect(page.querySelector('[aria-selected="true"]')).toHaveTextContent('Forum');
    expect(page.querySelector('[role="tabpanel"]:not([hidden])')).toHaveTextContent('Open the forum');
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
    const { user } = renderAt('/community');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Events')).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Events');
    expect(visiblePanel()).toHaveTextContent('Office hours');
    expect(currentUrl()).toBe('/community?tab=events');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    expect(currentUrl()).toBe('/community');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Forum')).toHaveFocus();
    expect(currentUrl()).toBe('/community?tab=forum');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Overview');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Forum');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(visiblePanel()).toHaveTextContent('Open the forum');
  });

  it('selects a clicked tab; back and forward move between the tabs shown', async () => {
    const { user } = renderAt('/community');
    await user.click(tab('Forum'));
    expect(currentUrl()).toBe('/community?tab=forum');
    expect(selectedTab()).toHaveTextContent('Forum');
    await user.click(tab('Events'));
    expect(visiblePanel()).toHaveTextContent('Office hours');
    await go(-1);
    expect(selectedTab()).toHaveTextContent('Forum');
    expect(visiblePanel()).toHaveTextContent('Open the forum');
    await go(-1);
    expect(selectedTab()).toHaveTextContent('Overview');
    await go(1);
    expect(selectedTab()).toHaveTextContent('Forum');
  });

  it('adds no history entry for the tab already selected, and one, announced to the page, for another', async () => {
    const { user } = renderAt('/community?tab=events');
    const pushState = jest.spyOn(window.history, 'pushState');
    const announced = jest.fn();
    window.addEventListener(IN_PAGE_NAVIGATION_EVENT, announced);
    await user.click(tab('Events'));
    expect(pushState).not.toHaveBeenCalled();
    expect(announced).not.toHaveBeenCalled();
    await user.click(tab('Forum'));
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(IN_PAGE_NAVIGATION_EVENT, announced);
  });

  it('leaves a click with a modifier key to the browser (a new tab of the browser)', () => {
    renderAt('/community');
    let leftToTheBrowser = false;
    // Seen after the tab set's listener; then kept from jsdom, which cannot open another tab.
    const browser = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    tab('Forum').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', browser);
    expect(leftToTheBrowser).toBe(true);
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('follows a change of the query made elsewhere in the page', () => {
    renderAt('/community?ref=mail');
    window.history.pushState(null, '', '/community?ref=news&tab=forum');
    window.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
    expect(selectedTab()).toHaveTextContent('Forum');
    expect(tab('Events')).toHaveAttribute('href', '/community?ref=news&tab=events');
  });

  it('uses the parameter and default tab it is given', async () => {
    const resources = <TabSet id="resources" tabs={tabs} label="Resources" param="view" defaultTab="events" />;
    renderAt('/resources?view=forum&tab=overview', resources);
    expect(selectedTab()).toHaveTextContent('Forum');
    const { user } = renderAt('/resources', resources);
    expect(selectedTab()).toHaveTextContent('Events');
    expect(tab('Events')).toHaveAttribute('href', '/resources');
    await user.click(tab('Overview'));
    expect(currentUrl()).toBe('/resources?view=overview');
  });

  it('drives each tab set of a page on its own', async () => {
    const { user } = renderAt(
      '/community',
      <>
        {community}
        <TabSet id="resources" tabs={tabs} label="Resources" param="view" />
      </>,
    );
    const resources = screen.getByRole('tablist', { name: 'Resources' });
    await user.click(within(resources).getByRole('tab', { name: 'Forum' }));
    expect(currentUrl()).toBe('/community?view=forum');
    expect(within(screen.getByRole('tablist', { name: 'Community' })).getByRole('tab', { selected: true })).toHaveTextContent('Overview');
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['Who we are', 'Open the forum']);
  });
});
