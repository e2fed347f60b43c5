import { css } from '@emotion/react';
import { IMAGE_FALLBACK_ATTRIBUTE } from '@pv/shared/ui/image-fallbacks';
import { imageFrame } from './styles';
import { PostCover } from './post-cover';
import { cardImageSrcSet, imageUrl } from '../lib/image-url';

const imageStyle = css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

interface PostImageProps {
  post: { slug: string; title: string; featured_image: string | null };
  /** Decorative by default: the title next to it says what the post is. */
  alt?: string;
  width: number;
  height: number;
  /**
   * The page's main image (likely its largest paint): loads at once and ahead of the others. Every
   * other image loads when it comes near, so it does not take bandwidth from this one.
   */
  eager?: boolean;
  /** For a list's card: the `sizes` that picks between a shipped image and its card-size copy. */
  sizes?: string;
}

/**
 * A post's picture in a 16:9 frame: its featured image, or else its cover, drawn in the page. The
 * cover comes along after the image as its fallback, which the page's boot script puts in its
 * place if it fails to load (shared/src/ui/image-fallbacks.ts).
 */
export function PostImage({ post, alt = '', width, height, eager = false, sizes }: PostImageProps) {
  const src = imageUrl(post.featured_image);
  const srcSet = sizes ? cardImageSrcSet(src) : null;
  return (
    <div css={imageFrame}>
      {src ? (
        <>
          <img
            src={src}
            srcSet={srcSet ?? undefined}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            css={imageStyle}
          />
          <template {...{ [IMAGE_FALLBACK_ATTRIBUTE]: '' }}>
            <PostCover post={post} />
          </template>
        </>
      ) : (
        <PostCover post={post} />
      )}
    </div>
  );
}
