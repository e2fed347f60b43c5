import { popupLinkAttributes, startPopupLinks } from '@pv/shared/ui/popup-links';

const share = { size: { width: 600, height: 400 }, category: 'Blog Share', label: 'LinkedIn' };

function page() {
  document.body.innerHTML = '<main><a target="_blank" rel="noopener noreferrer"><svg></svg></a><a href="#top">Top</a></main>';
  const link = document.querySelector('a') as HTMLAnchorElement;
  link.href = 'https://www.linkedin.com/sharing/share-offsite/?url=x';
  for (const [name, value] of Object.entries(popupLinkAttributes(share))) link.setAttribute(name, value);
  return link;
}

let stop = () => {};
beforeEach(() => {
  window.dataLayer = [];
  stop = startPopupLinks(document);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

it('opens the page in a window of the size the link names, with no way back to ours, and records the click', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const link = page();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.querySelector('svg')?.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(open.mock.calls).toEqual([[link.href, '_blank', 'width=600,height=400,noopener,noreferrer']]);
  expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Blog Share', label: 'LinkedIn' }]);
});

it('with a modifier key held, the browser opens the link as it chooses; the click is still recorded', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const link = page();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(open).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Blog Share', label: 'LinkedIn' }]);
});

it('leaves other links alone, and stops listening when stopped', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const link = page();
  const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.querySelector('a[href="#top"]')?.dispatchEvent(other);
  expect(other.defaultPrevented).toBe(false);
  stop();
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  expect(open).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([]);
});
