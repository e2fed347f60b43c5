import type { ComponentProps } from 'react';
import { css } from '@emotion/react';
import { layout, mq } from '@pv/shared/theme/tokens';

const containerStyle = css({
  width: '100%',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: '0 1.25rem',
  [mq.md]: { padding: '0 2rem' },
});

export function Container(props: ComponentProps<'div'>) {
  return <div css={containerStyle} {...props} />;
}
