import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { colors, fonts } from '@pv/shared/theme/tokens';
import { imageFrame } from './styles';
import { imageUrl } from '../lib/image-url';

const imageStyle = css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const placeholderStyle = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: `radial-gradient(120% 90% at 100% 0%, ${colors.teal} 0%, transparent 55%), linear-gradient(135deg, ${colors.navy} 0%, ${colors.navySoft} 100%)`,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: 'radial-gradient(rgba(255,255,255,0.09) 1px, transparent 1px)',
    backgroundSize: '14px 14px',
  },
  span: {
    fontFamily: fonts.heading,
    fontSize: 'clamp(2.5rem, 8vw, 4rem)',
    color: 'rgba(255, 255, 255, 0.22)',
    lineHeight: 1,
  },
});

interface PostImageProps {
  src: string | null;
  /** Decorative by default: the title next to it says what the post is. */
  alt?: string;
  width: number;
  height: number;
  /**
   * The page's main image (likely its largest paint): loads at once and ahead of the others. Every
   * other image loads when it comes near, so it does not take bandwidth from this one.
   */
  eager?: boolean;
  /** The letter the placeholder shows when there is no image. */
  initial: string;
  /** Other sizes of the image, with the `sizes` that picks among them. */
  srcSet?: string | null;
  sizes?: string;
}

/**
 * A post's featured image in a 16:9 frame. A missing image, or one that fails to load (also before
 * the page was hydrated, when React saw no error event), is replaced by a placeholder.
 */
export function PostImage({ src: given, alt = '', width, height, eager = false, initial, srcSet, sizes }: PostImageProps) {
  const src = imageUrl(given);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    // Synchronising with the DOM: an error event that fired before hydration is not replayed.
    if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div css={imageFrame}>
      {showImage && src ? (
        <img
          ref={ref}
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
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div css={placeholderStyle} aria-hidden="true" data-testid="image-placeholder">
          <span>{initial}</span>
        </div>
      )}
    </div>
  );
}
