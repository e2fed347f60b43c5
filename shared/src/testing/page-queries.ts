// Queries over a rendered page that tests of content pages share.

/** The text of the level-`level` headings in document order. */
export const headingTexts = (root: HTMLElement, level: 2 | 3) =>
  Array.from(root.querySelectorAll(`h${level}`), (heading) => heading.textContent);

/** The <section> an h2 heads. */
export function sectionOf(root: HTMLElement, heading: string): HTMLElement {
  const h2 = Array.from(root.querySelectorAll('h2')).find((el) => el.textContent === heading);
  const section = h2?.closest('section');
  if (!section) throw new Error(`No section headed "${heading}"`);
  return section;
}

/** Every mailto: link inside `root`, parsed. */
export const mailtoLinks = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]'), (a) => {
    const url = new URL(a.getAttribute('href') ?? '');
    return {
      text: a.textContent,
      to: decodeURIComponent(url.pathname),
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body'),
    };
  });
