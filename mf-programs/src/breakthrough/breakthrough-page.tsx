// /programs/breakthrough: the 10-week accelerator, from what founders leave with to who it fits.
import { css } from '@emotion/react';
import { assessmentLink } from '@pv/shared/config/assessment-link';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { breakthroughFacts, programs } from '@pv/shared/content/programs';
import { PageSection } from '@pv/shared/ui/page-section';
import { mq } from '@pv/shared/theme/tokens';
import { CheckList } from '../components/check-list';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { CallToActions } from '../components/call-to-actions';
import { FactList } from '../components/fact-list';
import { ProgramHero } from '../components/program-hero';
import { Curriculum } from './curriculum';
import { FitLists } from './fit-lists';
import {
  BREAKTHROUGH_MEDIUM,
  breakthroughAnalytics,
  breakthroughHero,
  closingCta,
  factsSection,
  included,
  outcomes,
} from './breakthrough-content';

const program = programs.breakthrough;

const twoColumnList = css({ [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '2rem' } });

export function BreakthroughPage() {
  const config = useSiteConfig();
  const assessment = assessmentLink(config, BREAKTHROUGH_MEDIUM);
  const { terms } = factsSection;
  return (
    <>
      <ProgramHero
        program={program}
        category={breakthroughAnalytics.hero}
        actions={[
          { label: breakthroughHero.bookingLabel, href: config.urls.booking },
          { label: breakthroughHero.assessmentLabel, href: assessment },
        ]}
      />
      <PageSection id={outcomes.id} eyebrow={outcomes.eyebrow} heading={outcomes.heading}>
        <CheckList items={outcomes.items} css={twoColumnList} />
      </PageSection>
      <Curriculum />
      <PageSection id={factsSection.id} eyebrow={factsSection.eyebrow} heading={factsSection.heading}>
        <FactList
          facts={[
            { term: terms.price, detail: factsSection.priceDetail(program.price, program.duration) },
            { term: terms.payment, detail: breakthroughFacts.payment },
            { term: terms.cohort, detail: breakthroughFacts.cohortSize },
            { term: terms.mentoring, detail: breakthroughFacts.mentorSessions },
            { term: terms.time, detail: program.timeCommitment },
            { term: terms.equity, detail: factsSection.noEquity },
          ]}
        />
      </PageSection>
      <PageSection id={included.id} eyebrow={included.eyebrow} heading={included.heading} surface="white">
        <CheckList items={included.items} css={twoColumnList} />
      </PageSection>
      <FitLists />
      <ClosingCta
        heading={closingCta.heading}
        text={closingCta.text}
        actions={
          <CallToActions
            category={breakthroughAnalytics.closing}
            actions={[
              { label: closingCta.bookingLabel, href: config.urls.booking },
              { label: closingCta.assessmentLabel, href: assessment },
              { label: closingCta.programsLabel, href: '/programs' },
            ]}
          />
        }
      />
    </>
  );
}
