// /partnerships: the three kinds of partnership, the figures partners ask about first, how a
// partnership starts, and the two ways to begin: an e-mail draft to the partnerships address and
// the partnership guide PDF (docs/content.md, "No dead ends").
import { css } from '@emotion/react';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { RopeTeamScene } from '@pv/shared/illustrations/rope-team-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { colors } from '@pv/shared/theme/tokens';
import { EmailDraftButton } from '../lib/email-draft-button';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { StepCards } from '../lib/step-cards';
import { card, cardActions, checkList } from '../lib/card-styles';
import { fileDetails } from '../resources/resource-cards';
import { resourceFiles } from '../resources/resource-files';
import { resourcesCopy } from '../resources/resources-content';
import { partnershipInquiryEmail, partnershipKinds, partnershipsCopy, partnershipStats } from './partnerships-content';

const { hero, stats, kinds, steps, cta } = partnershipsCopy;

const bestFor = css({ color: colors.inkMuted, fontSize: '0.95rem', strong: { color: colors.navy } });

const guideDetails = css({ alignSelf: 'center', color: 'rgba(255, 255, 255, 0.8)', fontSize: '0.9rem' });

export function PartnershipsPage() {
  const guide = resourceFiles['partnership-guide'];
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<RopeTeamScene />}
        surface="light"
        actions={
          <EmailDraftButton to="partnerships" email={partnershipInquiryEmail}>
            {hero.contact}
          </EmailDraftButton>
        }
      />
      <PageSection id={stats.id} eyebrow={stats.eyebrow} heading={stats.heading} surface="white">
        <StatTiles stats={partnershipStats} aria-label={stats.heading} />
      </PageSection>
      <PageSection id={kinds.id} eyebrow={kinds.eyebrow} heading={kinds.heading} intro={kinds.intro}>
        <CardGrid aria-label={kinds.heading}>
          {partnershipKinds.map((kind) => (
            <article key={kind.id} id={kind.id} css={card}>
              <h3>{kind.title}</h3>
              <p>{kind.summary}</p>
              <ul css={checkList}>
                {kind.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <p css={bestFor}>
                <strong>{kinds.bestFor}:</strong> {kind.bestFor}
              </p>
              {kind.id === 'service-partners' ? (
                <div css={cardActions}>
                  <ButtonLink href="/partners" variant="ghost">
                    {kinds.servicePartners}
                  </ButtonLink>
                </div>
              ) : null}
            </article>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={steps.id} eyebrow={steps.eyebrow} heading={steps.heading} surface="white">
        <StepCards steps={steps.items} label={steps.heading} columns={4} />
      </PageSection>
      <ClosingCta
        after="white"
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <EmailDraftButton to="partnerships" email={partnershipInquiryEmail}>
              {cta.contact}
            </EmailDraftButton>
            <a href={guide.path} type="application/pdf" css={buttonStyles('light')}>
              {cta.guide}
            </a>
            <span css={guideDetails}>{fileDetails('partnership-guide', resourcesCopy.library)}</span>
          </>
        }
      />
    </>
  );
}
