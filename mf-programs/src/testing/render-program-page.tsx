// Renders one of this remote's pages as the shell would, at its path.
import { renderPage } from '@pv/shared/testing/render-page';
import { pages } from '../pages';

export type PageId = keyof typeof pages;

export const pagePaths: Record<PageId, string> = {
  programs: '/programs',
  breakthrough: '/programs/breakthrough',
  engine: '/programs/engine',
  launchpad: '/programs/launchpad',
  astralLabs: '/programs/astral-labs',
  journeyMap: '/journey-map',
};

export function renderProgramPage(id: PageId) {
  const { Component } = pages[id];
  return renderPage(<Component params={{}} />, { path: pagePaths[id] });
}

/** The page's links: internal ones by path, external ones by URL. */
export function linksOf(container: HTMLElement) {
  const anchors = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]'));
  return {
    internal: anchors.filter((a) => a.getAttribute('href')?.startsWith('/')),
    inPage: anchors.filter((a) => a.getAttribute('href')?.startsWith('#')),
    external: anchors.filter((a) => /^https?:/.test(a.getAttribute('href') ?? '')),
  };
}
