// Who Breakthrough fits and who it does not, side by side from the medium breakpoint.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { mq } from '@pv/shared/theme/tokens';
import { CheckList } from '../components/check-list';
import { fit } from './breakthrough-content';
import { panel } from '@pv/shared/ui/surfaces';

const columns = css({
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.5rem' },
  '& > div': { padding: '1.5rem 1.35rem' },
  h3: { margin: '0 0 1rem', fontSize: '1.2rem' },
});

export function FitLists() {
  return (
    <PageSection id={fit.id} eyebrow={fit.eyebrow} heading={fit.heading}>
      <div css={columns}>
        <div css={panel}>
          <h3>{fit.fitsHeading}</h3>
          <CheckList items={fit.fits} />
        </div>
        <div css={panel}>
          <h3>{fit.notFitHeading}</h3>
          <CheckList items={fit.notFits} tone="no" />
        </div>
      </div>
    </PageSection>
  );
}
