// A short "about us" on the home page: the footer's "About" lands here; the story is on /about.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { mq } from '@pv/shared/theme/tokens';
import { aboutBand } from './home-content';

const layoutStyle = css({
  display: 'grid',
  gap: '2rem',
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: '4rem' },
});

const textStyle = css({ margin: '0 0 1.5rem', fontSize: '1.1rem', lineHeight: 1.7, maxWidth: '60ch' });

const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export function AboutBand() {
  const { brand } = useSiteConfig();
  return (
    <PageSection id={aboutBand.id} eyebrow={aboutBand.eyebrow} heading={aboutBand.heading}>
      <div css={layoutStyle}>
        <div>
          <p css={textStyle}>{aboutBand.text(brand)}</p>
          <div css={actionsStyle}>
            <ButtonLink href={aboutBand.storyHref} variant="secondary">
              {aboutBand.storyLabel}
            </ButtonLink>
            <ButtonLink href={aboutBand.teamHref} variant="ghost">
              {aboutBand.teamLabel}
            </ButtonLink>
          </div>
        </div>
        <StatTiles stats={aboutBand.stats} aria-label={aboutBand.eyebrow} />
      </div>
    </PageSection>
  );
}
