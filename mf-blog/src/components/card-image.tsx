import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
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
  /**
   * Rendered by a React island (the blog list): the component itself shows the cover in place of an
   * image that fails. Elsewhere the page is server HTML and its boot script does, from a template
   * (React must not have its elements swapped under it).
   */
  inIsland?: boolean;
}

/**
 * A post's picture in a 16:9 frame: its featured image, or else its cover, drawn in the page. An
 * image that fails to load gives way to the cover too: in server HTML the cover comes along after
 * the image as its fallback, which the page's boot script puts in its place
 * (shared/src/ui/image-fallbacks.ts).
 */
export function PostImage({ post, alt = '', width, height, eager = false, sizes, inIsland = false }: PostImageProps) {
  const src = imageUrl(post.featured_image);
  const srcSet = sizes ? cardImageSrcSet(src) : null;
  const image: ComponentPropsWithRef<'img'> = {
    alt,
    width,
    height,
    srcSet: srcSet ?? undefined,
    sizes: srcSet ? sizes : undefined,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    decoding: 'async',
  };
  return (
    <div css={imageFrame}>
      {!src ? (
        <PostCover post={post} />
      ) : inIsland ? (
        <ImageOrCover post={post} src={src} image={image} />
      ) : (
        <>
          <img src={src} {...image} css={imageStyle} />
          <template {...{ [IMAGE_FALLBACK_ATTRIBUTE]: '' }}>
            <PostCover post={post} />
          </template>
        </>
      )}
    </div>
  );
}

/** The image, until it fails (also before the island was hydrated, when React was not yet listening): then the cover. */
function ImageOrCover({ post, src, image }: { post: PostImageProps['post']; src: string; image: ComponentPropsWithRef<'img'> }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    // Tried (a source chosen), complete, and nothing to show.
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);
  if (failed) return <PostCover post={post} />;
  return <img ref={ref} src={src} {...image} css={imageStyle} onError={() => setFailed(true)} />;
}
