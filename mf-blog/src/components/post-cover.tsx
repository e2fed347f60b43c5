import { memo } from 'react';
import { css } from '@emotion/react';
import { COVER_SIZE, coverDrawing } from '../lib/cover-drawing';

const coverStyle = css({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%' });

/**
 * The cover of a post without a featured image (or whose image did not load), drawn in the page:
 * no request, nothing to fail. Decoration: the title beside it says what the post is.
 */
export const PostCover = memo(function PostCover({ post }: { post: { slug: string; title: string } }) {
  const { ground, sun, ridges, route, summit } = coverDrawing(post);
  return (
    <svg
      css={coverStyle}
      viewBox={`0 0 ${COVER_SIZE.width} ${COVER_SIZE.height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="post-cover"
    >
      <rect width={COVER_SIZE.width} height={COVER_SIZE.height} fill={ground} />
      <circle {...sun} />
      {ridges.map(({ d, fill }, index) => (
        <path key={index} d={d} fill={fill} />
      ))}
      <path
        d={route.d}
        fill="none"
        stroke={route.stroke}
        strokeWidth={route.strokeWidth}
        strokeLinecap="round"
        strokeDasharray={route.strokeDasharray}
      />
      <circle {...summit} />
    </svg>
  );
});
