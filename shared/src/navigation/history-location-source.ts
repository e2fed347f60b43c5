// The location source over the browser's History API, for pages whose regions are hydrated on
// their own (islands) with no client router: another path is another document (the browser loads
// it, prerendered where it could), while a change of the query alone (blog filters, a tab) is a
// history entry of this document that back and forward move between.
// See docs/decisions/0007-islands.md.
import type { LocationSource, NavigateOptions, SiteLocation } from '@pv/shared/navigation/site-location';

type BrowserWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'dispatchEvent'>;

/**
 * Dispatched on the window after a change of the query made in the page (the History API has no
 * event of its own for it), so code outside the islands (the shell's page views) can follow it.
 */
export const IN_PAGE_NAVIGATION_EVENT = 'pv-in-page-navigation';

const locationOf = ({ pathname, search, hash }: Location): SiteLocation => ({ pathname, search, hash });

export function historyLocationSource(win: BrowserWindow = window): LocationSource {
  const listeners = new Set<() => void>();
  // The path this document was loaded for: an entry of another path is another document.
  const documentPath = win.location.pathname;
  const target = (to: string) => new URL(to, win.location.href);
  // A change of the hash alone is left to the browser, which scrolls to it.
  const staysInPage = (url: URL) =>
    url.origin === win.location.origin &&
    url.pathname === documentPath &&
    !(url.search === win.location.search && url.hash !== win.location.hash);

  win.addEventListener('popstate', () => {
    // Only entries this document pushed share it; anything else is loaded as the page it is.
    if (win.location.pathname !== documentPath) win.location.reload();
    else for (const listener of [...listeners]) listener();
  });

  return {
    location: () => locationOf(win.location),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to: string, { replace = false }: NavigateOptions = {}) {
      const url = target(to);
      if (staysInPage(url)) {
        win.history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
        for (const listener of [...listeners]) listener();
        win.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
      } else if (replace) win.location.replace(url.href);
      else win.location.assign(url.href);
    },
    navigatesInPage: (to: string) => staysInPage(target(to)),
  };
}
