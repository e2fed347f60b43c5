// The pages the suite visits: the live routes of the route table (shared/src/contract/routes.ts),
// each with what its server HTML must say about itself, and the 404 page. A live route without
// expectations here fails the typecheck and tests/site-map.spec.ts.
import { canonicalPath, liveRoutes, type LiveRoutePath } from '@pv/shared/contract/routes.ts';

interface PageExpectation {
  status: number;
  heading: RegExp;
  title: RegExp;
  noindex: boolean;
  /** The path to visit for a route with parameters. */
  example?: string;
}

export interface RouteExpectation extends Omit<PageExpectation, 'example'> {
  path: string;
  /** The path its canonical link names; null: none (the 404 page). */
  canonical: string | null;
}

export const expectations: Record<LiveRoutePath, PageExpectation> = {
  '/': {
    status: 200,
    heading: /^Turning Founder Potential into Momentum$/,
    title: /^Prepared Ventures \| Data-Driven Founder Success$/,
    noindex: false,
  },
  '/about': {
    status: 200,
    heading: /^Founder success without giving up equity$/,
    title: /^About Prepared Ventures \| No-Equity Startup Accelerator$/,
    noindex: false,
  },
  '/team': { status: 200, heading: /^The people in your corner$/, title: /^Our Team \| Prepared Ventures$/, noindex: false },
  '/events': { status: 200, heading: /^Learn from founders who are a step ahead$/, title: /^Events \| Prepared Ventures$/, noindex: false },
  '/community': {
    status: 200,
    heading: /^Founders building alongside each other$/,
    title: /^Community \| Prepared Ventures$/,
    noindex: false,
  },
  '/resources': { status: 200, heading: /^Tools and perks for the climb$/, title: /^Resources \| Prepared Ventures$/, noindex: false },
  '/partnerships': {
    status: 200,
    heading: /^Partner with founders before everyone else meets them$/,
    title: /^Partnerships \| Prepared Ventures$/,
    noindex: false,
  },
  '/mentors': { status: 200, heading: /^Become a mentor$/, title: /^Become a Mentor \| Prepared Ventures$/, noindex: false },
  '/partners': {
    status: 200,
    heading: /^Serve founders when it matters most$/,
    title: /^Service Partner Network \| Prepared Ventures$/,
    noindex: false,
  },
  '/sitemap': { status: 200, heading: /^Every page of the site$/, title: /^Sitemap \| Prepared Ventures$/, noindex: false },
  '/privacy': { status: 200, heading: /^Privacy Policy$/, title: /^Privacy Policy \| Prepared Ventures$/, noindex: true },
  '/terms': { status: 200, heading: /^Terms of Service$/, title: /^Terms of Service \| Prepared Ventures$/, noindex: true },
  '/security': { status: 200, heading: /^Security/, title: /Security.* \| Prepared Ventures$/, noindex: false },
  '/programs': { status: 200, heading: /^Support for every stage of the climb$/, title: /^Programs \| Prepared Ventures$/, noindex: false },
  '/programs/breakthrough': {
    status: 200,
    heading: /^Breakthrough Accelerator$/,
    title: /^Breakthrough Accelerator \| Prepared Ventures$/,
    noindex: false,
  },
  '/programs/engine': { status: 200, heading: /^Engine Advisory$/, title: /^Engine Advisory \| Prepared Ventures$/, noindex: false },
  '/programs/launchpad': {
    status: 200,
    heading: /^Launchpad: the Forge Program$/,
    title: /^Launchpad: the Forge Program \| Prepared Ventures$/,
    noindex: false,
  },
  '/programs/astral-labs': { status: 200, heading: /^Astral Labs$/, title: /^Astral Labs \| Prepared Ventures$/, noindex: false },
  '/journey-map': {
    status: 200,
    heading: /^Explore your venture journey$/,
    title: /^Venture Journey Map \| Prepared Ventures$/,
    noindex: false,
  },
  '/chart-my-course': { status: 200, heading: /^Chart your course$/, title: / \| Prepared Ventures$/, noindex: false },
  '/programs/compass': { status: 200, heading: /^Chart your course$/, title: / \| Prepared Ventures$/, noindex: false },
  '/chart-my-course/results': {
    status: 200,
    heading: /^Dedicated Builder$/,
    title: /^Your Compass result: Dedicated Builder \| Prepared Ventures$/,
    noindex: true,
    // building, market, fulltime, community, some
    example: '/chart-my-course/results?a=1a5tr',
  },
  '/blog': {
    status: 200,
    heading: /^Insights for founders on the way to funding$/,
    title: /^Blog \| Prepared Ventures$/,
    noindex: false,
  },
  '/blog/:slug': {
    example: '/blog/reading-your-first-term-sheet',
    status: 200,
    heading: /^Reading Your First Term Sheet/,
    title: /^Reading Your First Term Sheet.* \| Prepared Ventures$/,
    noindex: false,
  },
};

const notFound: RouteExpectation = {
  path: '/no-such-page',
  status: 404,
  heading: /^404$/,
  title: /^Page not found \| Prepared Ventures$/,
  noindex: true,
  canonical: null,
};

export const siteRoutes: readonly RouteExpectation[] = [
  ...liveRoutes.flatMap((route) => {
    const expected = (expectations as Partial<Record<string, PageExpectation>>)[route.path];
    if (!expected) return [];
    const { example, ...page } = expected;
    const path = example ?? route.path;
    return [{ ...page, path, canonical: canonicalPath(path) }];
  }),
  notFound,
];
