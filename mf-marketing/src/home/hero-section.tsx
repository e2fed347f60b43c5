// 1. The hero: headline, what we are, the assessment button and three figures from the shared facts.
import { css } from '@emotion/react';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { PageHero } from '@pv/shared/ui/page-hero';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { ClimbScene } from '@pv/shared/illustrations/climb-scene';
import { AssessmentButton } from '../components/assessment-button';
import { founderPath, hero } from './home-content';

const CATEGORY = 'Home Hero';

const noteStyle = css({ margin: '1rem 0 0', fontSize: '0.95rem', color: 'rgba(255, 255, 255, 0.75)' });

export function HeroSection() {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      art={<ClimbScene />}
      below={<StatTiles stats={hero.stats} on="dark" aria-label={hero.statsLabel} />}
      actions={
        <>
          <AssessmentButton label={hero.assessmentLabel} category={CATEGORY} medium="home_hero" campaign="homepage" />
          <a href={`#${founderPath.id}`} css={buttonStyles('light')}>
            {hero.secondaryLabel}
          </a>
        </>
      }
    >
      <p css={noteStyle}>{hero.assessmentNote}</p>
    </PageHero>
  );
}
