// `check`: every rule a post file must meet before it is published, each problem with the file and
// the line; the posts that meet them as the rows `publish` and the seed write, their bodies rendered
// and sanitised as the site stores them.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { resolveLink } from '@pv/shared/contract/routes.ts';
import type { BlogPostRow } from '../src/api/types.ts';
import { cardImageVariantPath } from '../src/lib/image-url.ts';
import { isPostSlug } from '../src/lib/post-slug.ts';
import { createPostSanitizer } from '../src/lib/sanitize-html.ts';
import { createMarkdownRenderer, type RenderedBlock } from './markdown.ts';
import { parsePostFile, postFilesIn, type PostFile, type Problem } from './post-file.ts';

/** The files the remote publishes at the site's root. */
export const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

/** A post has 1 to 4 topics (cards show 3). */
export const MAX_POST_TAGS = 4;

/** A post as blog_posts stores it, but for the id the database gives it; `updated_at` for a new row. */
export type PostRow = Omit<BlogPostRow, 'id' | 'tags'> & { tags: string[] };

export interface CheckedPost {
  file: string;
  /** The row, when the front matter has every field (a preview shows it even with other problems). */
  row: PostRow | null;
  problems: Problem[];
}

/** Every post file of a folder (content/posts unless told), by name. */
const window = new JSDOM('<!doctype html><html><body></body></html>').window;
const sanitizer = createPostSanitizer(window as unknown as WindowLike);
const markdown = createMarkdownRenderer(sanitizer.keepsId);

/** The body as the site stores it: Markdown rendered, then the site's sanitiser. */
export const postHtml = (body: string) => sanitizer.sanitize(markdown.render(body), defaultSiteConfig.origin);

/** A shipped image (a site path under /images/blog/) exists in public/, with its card-size copy. */
function imageProblem(src: string): string | null {
  const file = path.join(PUBLIC_DIR, decodeURIComponent(src.split(/[?#]/)[0] ?? ''));
  if (!file.startsWith(path.join(PUBLIC_DIR, 'images', 'blog') + path.sep)) return `${src} is not a file under /images/blog/`;
  if (!fs.existsSync(file)) return `${src} does not exist (mf-blog/public${src})`;
  if (file.endsWith('.webp') && !fs.existsSync(cardImageVariantPath(file))) {
    return `${src} has no card-size copy: run npm run card-images -w @pv/mf-blog`;
  }
  return null;
}

/** The featured image: one the blog ships, or an operator's upload at an https address. */
function featuredImageProblem(value: string): string | null {
  if (/^https:\/\/[^\s"'<>]+$/.test(value)) return null;
  if (value.startsWith('/images/blog/')) return imageProblem(value);
  return `featured_image ${value} must be an image under /images/blog/ or an https:// address`;
}

interface LinkContext {
  /** Ids of this post's headings. */
  ids: ReadonlySet<string>;
  /** Slug -> whether that post is published, for every post file checked. */
  posts: ReadonlyMap<string, boolean>;
}

/** What is wrong with a link or image address of a body, or null. */
function linkProblem(address: string, isImage: boolean, context: LinkContext): string | null {
  const origin = new URL(defaultSiteConfig.origin).origin;
  if (address.startsWith('#')) {
    return context.ids.has(decodeURIComponent(address.slice(1))) ? null : `links to ${address}, which is no heading of this post`;
  }
  if (/^(mailto|tel):/i.test(address)) return isImage ? `the image ${address} is not an image address` : null;
  if (/^https?:\/\//i.test(address) && !address.startsWith(`${origin}/`)) return null;
  const sitePath = address.startsWith(`${origin}/`) ? address.slice(origin.length) : address;
  if (!sitePath.startsWith('/') || sitePath.startsWith('//')) {
    return `${isImage ? 'the image' : 'the link'} ${address} must be a path of the site (/programs) or a full https:// address`;
  }
  if (sitePath.startsWith('/images/blog/')) return imageProblem(sitePath);
  if (isImage) return `the image ${sitePath} must be one of the blog's, under /images/blog/, or a full https:// address`;
  const target = resolveLink(sitePath);
  if (!target) return `links to ${sitePath}, which is no page of the site`;
  if (target.kind === 'redirect') return `links to ${sitePath}, which redirects to ${target.to}: link there`;
  if (target.kind === 'route' && target.route.status !== 'live') return `links to ${sitePath}, which is not live yet`;
  if (target.kind === 'route' && target.route.path === '/blog/:slug') {
    const slug = sitePath.split(/[?#]/)[0]?.split('/')[2] ?? '';
    const published = context.posts.get(slug);
    if (published === undefined) return `links to ${sitePath}, which is no post of the blog`;
    if (!published) return `links to ${sitePath}, a draft`;
  }
  return null;
}

/** The line of a block that holds `needle` (case-insensitive), else the block's first. */
function lineIn(block: RenderedBlock, bodyLine: number, needle: string): number {
  const index = block.source.findIndex((line) => line.toLowerCase().includes(needle.toLowerCase()));
  return bodyLine + block.line + Math.max(index, 0);
}

/** What a removal looks like in the source: `onclick` for the attribute, `<script` for the element. */
const sourceOf = (removal: string) => removal.match(/^the (\S+) attribute/)?.[1] ?? removal.match(/^(<[^>\s]+)>$/)?.[1] ?? '<!--';

function bodyProblems(post: PostFile, posts: ReadonlyMap<string, boolean>): Problem[] {
  const problems: Problem[] = [];
  const at = (line: number, message: string) => problems.push({ file: post.file, line, message });
  if (post.body.trim() === '') {
    at(post.bodyLine, 'the post has no text');
    return problems;
  }
  const template = window.document.createElement('template');
  template.innerHTML = markdown.render(post.body);
  const ids = new Set([...template.content.querySelectorAll('[id]')].map((element) => element.id));
  for (const block of markdown.blocks(post.body)) {
    for (const removal of sanitizer.removals(block.html)) {
      at(lineIn(block, post.bodyLine, sourceOf(removal)), `HTML the site would change: its sanitiser removes ${removal}`);
    }
    template.innerHTML = block.html;
    for (const element of template.content.querySelectorAll('a[href], img[src]')) {
      const isImage = element.tagName === 'IMG';
      const address = element.getAttribute(isImage ? 'src' : 'href') ?? '';
      const problem = linkProblem(address, isImage, { ids, posts });
      if (problem) at(lineIn(block, post.bodyLine, address), problem);
    }
  }
  return problems;
}

function frontMatterProblems(post: PostFile, slugFiles: ReadonlyMap<string, string[]>): Problem[] {
  const problems: Problem[] = [];
  const at = (field: Parameters<PostFile['lineOf']>[0], message: string) =>
    problems.push({ file: post.file, line: post.lineOf(field), message });
  const { slug, tags, featured_image: image } = post.front;
  if (slug !== undefined && !isPostSlug(slug)) {
    at('slug', `slug "${slug}" must be lower-case words of letters and digits joined by hyphens, e.g. runway-math`);
  }
  const others = (slug === undefined ? [] : (slugFiles.get(slug) ?? [])).filter((file) => file !== post.file);
  if (others.length > 0) at('slug', `slug "${slug}" is also the slug of ${others.map((file) => path.basename(file)).join(', ')}`);
  if (tags !== undefined && (tags.length === 0 || tags.length > MAX_POST_TAGS)) {
    at('tags', `the post has ${tags.length} tags; it needs 1 to ${MAX_POST_TAGS}`);
  }
  const repeated = (tags ?? []).filter((tag, index, all) => all.indexOf(tag) !== index);
  if (repeated.length > 0) at('tags', `the tag ${repeated[0]} is there twice`);
  const imageProblemText = image === undefined ? null : featuredImageProblem(image);
  if (imageProblemText) at('featured_image', imageProblemText);
  return problems;
}

function toRow(post: PostFile): PostRow {
  const front = post.front as Required<PostFile['front']> & PostFile['front'];
  return {
    slug: front.slug,
    title: front.title.trim(),
    excerpt: front.excerpt?.trim() ?? null,
    content: postHtml(post.body),
    meta_description: front.meta_description?.trim() ?? null,
    featured_image: front.featured_image ?? null,
    tags: front.tags.map((tag) => tag.trim()),
    author: front.author.trim(),
    published_date: front.published_date,
    updated_at: front.updated_date ?? front.published_date,
    is_published: front.draft !== true,
  };
}

/**
 * Checks `files` together (a slug is unique among them, and a link to /blog/<slug> must name a
 * published one of them or of content/posts): each with its problems and its row.
 */
export function checkPosts(files: readonly string[]): CheckedPost[] {
  const parsed = files.map((file) => parsePostFile(file, fs.readFileSync(file, 'utf8')));
  const known = [
    ...parsed,
    ...postFilesIn()
      .filter((file) => !files.includes(file))
      .map((file) => parsePostFile(file, fs.readFileSync(file, 'utf8'))),
  ];
  const slugFiles = new Map<string, string[]>();
  const published = new Map<string, boolean>();
  for (const post of known) {
    if (post.front.slug === undefined) continue;
    slugFiles.set(post.front.slug, [...(slugFiles.get(post.front.slug) ?? []), post.file]);
    published.set(post.front.slug, post.front.draft !== true);
  }
  return parsed.map((post) => ({
    file: post.file,
    row: post.problems.length === 0 ? toRow(post) : null,
    problems: [...post.problems, ...frontMatterProblems(post, slugFiles), ...bodyProblems(post, published)].sort((a, b) => a.line - b.line),
  }));
}

/** `file:line: message`, the file relative to `from`. */
export const formatProblem = (problem: Problem, from = process.cwd()) =>
  `${path.relative(from, problem.file)}:${problem.line}: ${problem.message}`;
