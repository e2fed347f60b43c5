// /blog/{slug} as the shell sees it: the post and its related posts for the first render, and
// the post's head tags (article type, JSON-LD), or status 404 when there is no such post.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { JsonLd, PageMeta } from '@pv/shared/meta/page-meta';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, LOGO_PATH } from '@pv/shared/meta/head-tags';
import { blogKeys } from '../api/query-keys';
import { blogPostQueryOptions } from '../api/get-blog-post';
import { relatedPostsQueryOptions } from '../api/get-related-posts';
import { failedToLoad, prefetchOrForget } from '../api/prefetch';
import type { BlogPost } from '../api/types';
import { postCopy } from '../content/blog-copy';
import { cardExcerpt } from '../lib/excerpt';
import { postSocialImageUrl } from '../lib/image-url';
import { preparePostSanitizer } from '../lib/sanitize-html';
import { BlogPostPage } from './blog-post-page';

export const notFoundMeta: PageMeta = { title: postCopy.notFoundTitle, noindex: true, status: 404 };

const slugOf = (ctx: PageContext) => ctx.params.slug ?? '';
/** The post's own picture for link previews and structured data, else the site's card. */
const imageOf = (post: BlogPost) => postSocialImageUrl(post) ?? DEFAULT_SOCIAL_IMAGE;

export async function loadPostPage(ctx: PageContext): Promise<void> {
  const slug = slugOf(ctx);
  if (slug === '') return;
  await Promise.all([
    prefetchOrForget(ctx.queryClient, blogPostQueryOptions(ctx.config, slug)),
    prefetchOrForget(ctx.queryClient, relatedPostsQueryOptions(ctx.config, slug)),
  ]);
}

export function postDescription(post: BlogPost): string {
  return post.meta_description?.trim() || cardExcerpt(post);
}

export function postJsonLd(post: BlogPost, config: SiteConfig): JsonLd[] {
  const url = `${config.origin}/blog/${post.slug}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: postDescription(post),
      datePublished: post.published_date,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: post.author },
      image: [absoluteUrl(config, imageOf(post))],
      ...(post.tags && post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: {
        '@type': 'Organization',
        name: config.brand,
        url: config.origin,
        logo: { '@type': 'ImageObject', url: absoluteUrl(config, LOGO_PATH) },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: postCopy.home, item: `${config.origin}/` },
        { '@type': 'ListItem', position: 2, name: postCopy.blog, item: `${config.origin}/blog` },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
  ];
}

export function postPageMeta(ctx: PageContext): PageMeta {
  const slug = slugOf(ctx);
  if (slug === '') return notFoundMeta;
  const key = blogKeys.post(slug);
  // The backend failed on the server: a temporary answer, so crawlers keep the post.
  if (failedToLoad(ctx.queryClient, key)) return { title: postCopy.blog, noindex: true, status: 503 };
  const state = ctx.queryClient.getQueryState<BlogPost | null>(key);
  if (!state || (state.status === 'pending' && state.data === undefined)) return { title: postCopy.blog };
  const post = state.data;
  if (!post) return notFoundMeta;
  return {
    title: post.title,
    description: postDescription(post),
    type: 'article',
    image: imageOf(post),
    article: { publishedTime: post.published_date, modifiedTime: post.updated_at, author: post.author, tags: post.tags ?? [] },
    jsonLd: postJsonLd(post, ctx.config),
  };
}

export const postPage: PageDefinition = { Component: BlogPostPage, meta: postPageMeta, load: loadPostPage, prepare: preparePostSanitizer };
