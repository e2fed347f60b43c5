import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
import { BostonScene } from '@pv/shared/illustrations/boston-scene';
import { CampScene } from '@pv/shared/illustrations/camp-scene';
import { ClimbScene } from '@pv/shared/illustrations/climb-scene';
import { FoundersScene } from '@pv/shared/illustrations/founders-scene';
import { RopeTeamScene } from '@pv/shared/illustrations/rope-team-scene';

const scenes = {
  BostonScene,
  CampScene,
  ClimbScene,
  ClimbSceneByDay: () => <ClimbScene time="day" />,
  FoundersScene,
  RopeTeamScene,
};

describe.each(Object.entries(scenes))('%s', (_name, Scene) => {
  it('is decoration: an inline SVG hidden from assistive technology, with no image to fetch', () => {
    const { container } = render(<Scene />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 560 440');
    expect(container.querySelectorAll('image, img, text, foreignObject')).toHaveLength(0);
  });

  it('stays small enough to inline in every page that shows it (under 9 KB of markup)', () => {
    expect(renderToStaticMarkup(<Scene />).length).toBeLessThan(9 * 1024);
  });

  it('clips to its own frame when two are on one page', () => {
    const { container } = render(
      <>
        <Scene />
        <Scene />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const use of container.querySelectorAll('[clip-path], [fill^="url("]')) {
      const ref = (use.getAttribute('clip-path') ?? use.getAttribute('fill'))?.match(/url\(#(.+)\)/)?.[1];
      expect(ids).toContain(ref);
    }
  });
});
