import { popupButtonAttributes, startPopupButtons } from '@pv/shared/ui/popup-buttons';

const URL = 'https://www.linkedin.com/sharing/share-offsite/?url=x';
const share = { url: URL, size: { width: 600, height: 400 }, category: 'Blog Share', label: 'LinkedIn' };

function page() {
  document.body.innerHTML = '<main><button type="button"><svg></svg></button><button type="button">Other</button></main>';
  const button = document.querySelector('button') as HTMLButtonElement;
  for (const [name, value] of Object.entries(popupButtonAttributes(share))) button.setAttribute(name, value);
  return button;
}

let stop = () => {};
beforeEach(() => {
  window.dataLayer = [];
  stop = startPopupButtons(document);
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

it('opens the page in a window of the size the button names, with no way back to ours, and records the click', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  page()
    .querySelector('svg')
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(open.mock.calls).toEqual([[URL, '_blank', 'width=600,height=400,noopener,noreferrer']]);
  expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Blog Share', label: 'LinkedIn' }]);
});

it('leaves other buttons alone, and stops listening when stopped', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const button = page();
  document.querySelectorAll('button')[1]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  stop();
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(open).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([]);
});
