// /partners, the service partner network: the four categories (legal, financial, technology,
// business), what partners get, the requirements, and Apply: an e-mail draft to the support
// address with the questions in it (docs/content.md, "No dead ends").
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { BostonScene } from '@pv/shared/illustrations/boston-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors } from '@pv/shared/theme/tokens';
import { EmailDraftButton } from '../lib/email-draft-button';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { card, checkList } from '../lib/card-styles';
import { StepCards } from '../lib/step-cards';
import { TextCards } from '../lib/text-cards';
import {
  partnerApplicationEmail,
  partnerApplicationSteps,
  partnerBenefits,
  partnerRequirements,
  partnersCopy,
  serviceCategories,
} from './partners-content';

const { hero, categories, benefits, requirements, apply, cta } = partnersCopy;

const summary = css({ color: colors.inkMuted });

export function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<BostonScene />}
        actions={
          <EmailDraftButton to="support" email={partnerApplicationEmail}>
            {hero.apply}
          </EmailDraftButton>
        }
      />
      <PageSection id={categories.id} eyebrow={categories.eyebrow} heading={categories.heading}>
        <CardGrid columns={4} aria-label={categories.heading}>
          {serviceCategories.map((category) => (
            <article key={category.id} id={category.id} css={card}>
              <h3>{category.title}</h3>
              <p css={summary}>{category.summary}</p>
              <ul css={checkList}>
                {category.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </article>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={benefits.id} eyebrow={benefits.eyebrow} heading={benefits.heading} surface="white">
        <TextCards items={partnerBenefits} label={benefits.heading} columns={4} />
      </PageSection>
      <PageSection id={requirements.id} eyebrow={requirements.eyebrow} heading={requirements.heading} intro={requirements.intro}>
        <TextCards items={partnerRequirements} label={requirements.heading} />
      </PageSection>
      <PageSection id={apply.id} eyebrow={apply.eyebrow} heading={apply.heading} surface="white">
        <StepCards steps={partnerApplicationSteps} label={apply.heading} />
      </PageSection>
      <ClosingCta
        after="white"
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <EmailDraftButton to="support" email={partnerApplicationEmail}>
              {cta.apply}
            </EmailDraftButton>
            <ButtonLink href="/partnerships" variant="light">
              {cta.partnerships}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
