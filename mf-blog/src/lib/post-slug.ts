// The database's slug rule (blog_posts_slug_format): lower-case words of letters and digits joined
// by hyphens, as URL paths (/blog/{slug}) need them; anything else cannot be a post.
export const isPostSlug = (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
