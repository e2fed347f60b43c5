import { render } from '@testing-library/react';
import { UnbrokenCompounds } from '@pv/shared/ui/unbroken-compounds';

it('keeps each hyphenated compound on one line and the rest of the text as it is', () => {
  const { container } = render(
    <h2>
      <UnbrokenCompounds text="The 10-week curriculum, one-on-one" />
    </h2>,
  );
  expect(container.textContent).toBe('The 10-week curriculum, one-on-one');
  const kept = Array.from(container.querySelectorAll('span'), (span) => [span.textContent, getComputedStyle(span).whiteSpace]);
  expect(kept).toEqual([
    ['10-week', 'nowrap'],
    ['one-on-one', 'nowrap'],
  ]);
});

it('leaves text without a compound untouched', () => {
  const { container } = render(
    <p>
      <UnbrokenCompounds text="Demo day - in Boston" />
    </p>,
  );
  expect(container.innerHTML).toBe('<p>Demo day - in Boston</p>');
});
