// Every published post without a featured image of its own gets a cover, drawn by the site's text
// card generator when mf-blog is built and published with the build at /images/blog/covers/
// (src/lib/image-url.ts): mountains drawn from its title, in its palette, for its card and header
// (1200x675, 800x450 as `-800w`), where its title stands beside them; and a social card with its
// title and tags (1200x630) for link previews, feeds and structured data. A draft gets none: a
// cover's URL would show its title to anyone who guessed the slug. Node loads this module after
// allowSourceImports() (tools/node/source-imports.ts).
import fs from 'node:fs';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { CARD_SIZES, cardLayouts, cardPalettes, renderTextCard, type CardPalette, type TextCard } from '../../shared/build/text-card-image.ts';
import { cardImageVariantPath, coverImagePath, socialCardPath } from '../src/lib/image-url.ts';
import { parsePostFile, postFilesIn, type FrontMatter } from '../authoring/post-file.ts';

const palettes: readonly CardPalette[] = [cardPalettes.navy, cardPalettes.teal, cardPalettes.night];

/** A post keeps its palette whatever else changes: picked by its slug. */
export function paletteOf(slug: string): CardPalette {
  let hash = 0;
  for (const character of slug) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? cardPalettes.navy;
}

export function coverCard(post: Pick<FrontMatter, 'title' | 'slug' | 'tags'>): TextCard {
  return {
    eyebrow: `${defaultSiteConfig.brand} blog`,
    title: post.title,
    tags: post.tags,
    footer: 'Insights for founders on the way to funding',
    palette: paletteOf(post.slug),
  };
}

/** The posts that get a cover: published, with no featured image. */
export function postsWithoutImage(files: readonly string[] = postFilesIn()): FrontMatter[] {
  return files
    .map((file) => parsePostFile(file, fs.readFileSync(file, 'utf8')))
    .filter((post) => post.problems.length === 0 && !post.front.draft && !post.front.featured_image)
    .map((post) => post.front as FrontMatter);
}

/** Every post's cover in both sizes and its social card, by site path without the leading slash. */
export async function postCovers(files?: readonly string[]): Promise<Record<string, Buffer>> {
  const covers: Record<string, Buffer> = {};
  for (const post of postsWithoutImage(files)) {
    const card = coverCard(post);
    const cover = coverImagePath(post.slug).slice(1);
    covers[cover] = await renderTextCard(card, cardLayouts.landscape, CARD_SIZES.cover);
    covers[cardImageVariantPath(cover)] = await renderTextCard(card, cardLayouts.landscape, CARD_SIZES.coverCard);
    covers[socialCardPath(post.slug).slice(1)] = await renderTextCard(card, cardLayouts.cover, CARD_SIZES.social);
  }
  return covers;
}
