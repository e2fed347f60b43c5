import { updateInPlace } from './update-in-place';

/** An element of another document, as the list reads a state's page. */
const parsed = (html: string) => new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html').body.firstElementChild as Element;

function live(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

const boxes = (checked: string[]) =>
  ['Fundraising', 'Metrics', 'Hiring']
    .map((tag) => `<label><input type="checkbox" name="tag" value="${tag}"${checked.includes(tag) ? ' checked=""' : ''}> ${tag}</label>`)
    .join('');

describe('updateInPlace', () => {
  it('gives the part the new HTML', () => {
    const part = live(`<p class="a">Filters <span>1</span></p>${boxes(['Metrics'])}`);
    const source = parsed(
      `<p class="b" data-open="">Filters <span>2</span></p>${boxes(['Metrics', 'Hiring'])}<button data-list-clear="">Clear</button>`,
    );
    updateInPlace(part, source);
    expect(part.innerHTML).toBe(source.innerHTML);
  });

  it('keeps the box ticked, and its focus; its state is the server’s', () => {
    const part = live(boxes([]));
    const box = part.querySelector<HTMLInputElement>('input[value="Metrics"]') as HTMLInputElement;
    box.focus();
    box.click();
    updateInPlace(part, parsed(boxes(['Metrics'])));
    expect(part.querySelector('input[value="Metrics"]')).toBe(box);
    expect(document.activeElement).toBe(box);
    expect(box.checked).toBe(true);
    // The server's state wins over what was ticked: a box it says is not ticked is shown so.
    const hiring = part.querySelector<HTMLInputElement>('input[value="Hiring"]') as HTMLInputElement;
    hiring.click();
    updateInPlace(part, parsed(boxes(['Metrics'])));
    expect(hiring.checked).toBe(false);
  });

  it('matches a badge by what it removes, not by its place: a new one before it is added, the one gone is removed', () => {
    const badge = (value: string) => `<button data-remove-filter="tag" data-value="${value}">${value} ×</button>`;
    const part = live(badge('Metrics') + badge('Hiring'));
    const metrics = part.querySelector('[data-value="Metrics"]');
    updateInPlace(part, parsed(badge('Fundraising') + badge('Metrics')));
    expect(Array.from(part.children, (child) => child.getAttribute('data-value'))).toEqual(['Fundraising', 'Metrics']);
    expect(part.querySelector('[data-value="Metrics"]')).toBe(metrics);
  });

  it('updates text in place and removes attributes the new HTML has not', () => {
    const part = live('<span hidden="" class="x">1 filter</span>');
    const span = part.firstElementChild;
    updateInPlace(part, parsed('<span class="y">2 filters</span>'));
    expect(part.firstElementChild).toBe(span);
    expect(part.innerHTML).toBe('<span class="y">2 filters</span>');
  });
});
