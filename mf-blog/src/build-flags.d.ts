/**
 * The slugs of the posts whose social card this build drew (build/social-cards.ts), defined by the
 * build (rspack.config.ts) and by the unit tests' configuration (jest.config.ts).
 */
declare const __DRAWN_SOCIAL_CARDS__: readonly string[];
