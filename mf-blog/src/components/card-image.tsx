import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';
import { imageFrame } from './styles';
import { imageUrl } from '../lib/image-url';

const imageStyle = css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// What stands in for an image that fails to load: the brand's ground and its climbing route, no
// text (the title beside it says what the post is).
const placeholderStyle = css({
  position: 'absolute',
  inset: 0,
  background: colors.navy,
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
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
  /** Other sizes of the image, with the `sizes` that picks among them. */
  srcSet?: string | null;
  sizes?: string;
}

/**
 * A post's image (its featured image or its cover) in a 16:9 frame. One that fails to load (also
 * before the page was hydrated, when React saw no error event) is replaced by the brand's ground.
 */
export function PostImage({ src: given, alt = '', width, height, eager = false, srcSet, sizes }: PostImageProps) {
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
          <svg viewBox="0 0 1200 630" preserveAspectRatio="xMaxYMid slice">
            <path
              d="M760 640 L930 470 L1040 555 L1150 250"
              fill="none"
              stroke={colors.navySoft}
              strokeWidth={44}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx={1150} cy={250} r={34} fill={colors.teal} />
            <circle cx={1150} cy={250} r={12} fill={colors.amber} />
          </svg>
        </div>
      )}
    </div>
  );
}
