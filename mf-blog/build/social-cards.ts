// Every published post of the blog's files without a featured image of its own gets a social card
// (its title and tags on its cover's palette, 1200x630) for link previews, feeds and structured
// data, drawn by the site's text card generator when mf-blog is built and published with the build
// at /images/blog/social/ (src/lib/image-url.ts). The build also tells its server code which posts
// have one (`__DRAWN_SOCIAL_CARDS__`, rspack.config.ts). A draft gets none: a card's URL would show
// its title to anyone who guessed the slug. The cover a page shows needs no file: the page draws it
// (src/components/post-cover.tsx). Node loads this module after allowSourceImports()
// (shared/build/source-imports.ts).
import fs from 'node:fs';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { CARD_SIZES, cardLayouts, renderTextCard, type TextCard } from '../../shared/build/text-card-image.ts';
import { paletteOf } from '../src/lib/cover-drawing.ts';
import { socialCardPath } from '../src/lib/image-url.ts';
import { parsePostFile, postFilesIn, type FrontMatter } from '../authoring/post-file.ts';

export function socialCard(post: Pick<FrontMatter, 'title' | 'slug' | 'tags'>): TextCard {
  return {
    eyebrow: `${defaultSiteConfig.brand} blog`,
    title: post.title,
    tags: post.tags,
    footer: 'Insights for founders on the way to funding',
    palette: paletteOf(post.slug),
  };
}

/** The posts that get a social card: published, with no featured image. */
export function postsWithoutImage(files: readonly string[] = postFilesIn()): FrontMatter[] {
  return files
    .map((file) => parsePostFile(file, fs.readFileSync(file, 'utf8')))
    .filter((post) => post.problems.length === 0 && !post.front.draft && !post.front.featured_image)
    .map((post) => post.front as FrontMatter);
}

/** Every such post's social card, by site path without the leading slash. */
export async function socialCards(posts: readonly FrontMatter[] = postsWithoutImage()): Promise<Record<string, Buffer>> {
  const cards: Record<string, Buffer> = {};
  for (const post of posts)
    cards[socialCardPath(post.slug).slice(1)] = await renderTextCard(socialCard(post), cardLayouts.cover, CARD_SIZES.social);
  return cards;
}
