/** Every route the composed site serves, with what its server HTML must say about itself. */
export interface RouteExpectation {
  path: string;
  status: number;
  heading: RegExp;
  title: RegExp;
  noindex: boolean;
}

export const siteRoutes: readonly RouteExpectation[] = [
  { path: '/privacy', status: 200, heading: /^Privacy Policy$/, title: /^Privacy Policy \| Prepared Ventures$/, noindex: true },
  { path: '/terms', status: 200, heading: /^Terms of Service$/, title: /^Terms of Service \| Prepared Ventures$/, noindex: true },
  { path: '/security', status: 200, heading: /^Security/, title: /Security.* \| Prepared Ventures$/, noindex: false },
  { path: '/chart-my-course', status: 200, heading: /^Chart your course$/, title: / \| Prepared Ventures$/, noindex: false },
  { path: '/programs/compass', status: 200, heading: /^Chart your course$/, title: / \| Prepared Ventures$/, noindex: false },
  {
    path: '/blog',
    status: 200,
    heading: /^Insights for founders on the way to funding$/,
    title: /^Blog \| Prepared Ventures$/,
    noindex: false,
  },
  {
    path: '/blog/reading-your-first-term-sheet',
    status: 200,
    heading: /^Reading Your First Term Sheet/,
    title: /^Reading Your First Term Sheet.* \| Prepared Ventures$/,
    noindex: false,
  },
  { path: '/no-such-page', status: 404, heading: /^404$/, title: /^Page not found \| Prepared Ventures$/, noindex: true },
];
