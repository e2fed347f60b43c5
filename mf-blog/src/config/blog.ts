// The blog's business constants (docs/behaviour.md, "Blog") and the few technical limits around them.
// Without imports: the blog list's island reads them in the browser.

/** Posts per list page. */
export const PAGE_SIZE = 9;
/** Skeleton cards while the list loads. */
export const SKELETON_CARD_COUNT = 6;
/** Characters of an excerpt before the ellipsis. */
export const EXCERPT_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;
/** Tags shown on a card. */
export const MAX_CARD_TAGS = 3;
export const MAX_RELATED_POSTS = 3;
/** A post with at least this many section headings (h2) opens with a table of contents. */
export const MIN_TOC_SECTIONS = 3;
/** Posts in the RSS feed, newest first. */
export const FEED_ITEM_COUNT = 50;

/** docs/behaviour.md, "Blog": the list is fresh 5 minutes and kept 30; a post is fresh 5 minutes. */
export const LIST_STALE_TIME_MS = 5 * 60_000;
export const LIST_GC_TIME_MS = 30 * 60_000;
export const POST_STALE_TIME_MS = 5 * 60_000;
/** While the list cannot be loaded, the browser asks again this often, so it recovers by itself. */
export const ERROR_RECOVERY_INTERVAL_MS = 10_000;
/** No request waits longer: the server must not hold a page for a hung backend. */
export const REQUEST_TIMEOUT_MS = { server: 4_000, browser: 10_000 } as const;

/**
 * A change of the list shows with its page, in one render, when the page comes within this time;
 * a page that takes longer is not waited for: the change shows over the previous page meanwhile.
 */
export const LIST_CHANGE_WAIT_MS = 100;
/** The previous page of the list, shown while the next loads, is dimmed once it has been for this long. */
export const STALE_DIM_DELAY_MS = 120;

/** Search typing commits to the URL after this pause (Enter commits at once). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Typing that pauses this long asks for the typed search's list ahead of its commit. */
export const SEARCH_PREFETCH_MS = 150;
export const MAX_SEARCH_LENGTH = 100;
/** More selected values than this in a URL are ignored (the lists have far fewer entries). */
export const MAX_SELECTED_VALUES = 25;
export const MAX_PAGE = 10_000;

/** Month names as US English writes them: 'January 23, 2024' on a post (MMMM d, yyyy). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Dates are the organisation's calendar days (Boston), the same on the server and in any browser. */
export const SITE_TIME_ZONE = 'America/New_York';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** `relevance` (best match first) needs a search: it is the order of a search unless the visitor chose another. */
export const SORT_OPTIONS = ['relevance', 'newest', 'oldest', 'title-asc', 'title-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: Exclude<SortOption, 'relevance'> = 'newest';
export const DEFAULT_SEARCH_SORT: SortOption = 'relevance';

/** Featured images are 16:9; these are the intrinsic sizes given to the browser to reserve space. */
export const CARD_IMAGE_SIZE = { width: 640, height: 360 } as const;
export const HERO_IMAGE_SIZE = { width: 1280, height: 720 } as const;
