// /mentors, Become a Mentor: why mentors join, the requirements (the monthly commitment among
// them), what mentors receive, how it works, and Apply: an e-mail draft to the support address with
// a subject and a body template (docs/content.md, "No dead ends").
import { css } from '@emotion/react';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { RopeTeamScene } from '@pv/shared/illustrations/rope-team-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { mq } from '@pv/shared/theme/tokens';
import { EmailDraftButton } from '../lib/email-draft-button';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { card, checkList } from '../lib/card-styles';
import { StepCards } from '../lib/step-cards';
import { TextCards } from '../lib/text-cards';
import { mentorApplicationEmail, mentorBenefits, mentorReceives, mentorRequirements, mentorsCopy, mentorSteps } from './mentors-content';

const { hero, benefits, requirements, steps, cta } = mentorsCopy;

const listPanel = css(card, { fontSize: '1.02rem' });

const twoColumns = css({ display: 'grid', gap: '1.5rem', [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });

export function MentorsPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<RopeTeamScene />}
        actions={
          <EmailDraftButton to="support" email={mentorApplicationEmail}>
            {hero.apply}
          </EmailDraftButton>
        }
      />
      <PageSection id={benefits.id} eyebrow={benefits.eyebrow} heading={benefits.heading}>
        <TextCards items={mentorBenefits} label={benefits.heading} columns={4} />
      </PageSection>
      <PageSection id={requirements.id} eyebrow={requirements.eyebrow} heading={requirements.heading} surface="white">
        <div css={twoColumns}>
          <div css={listPanel}>
            <h3>{requirements.asked}</h3>
            <ul css={checkList}>
              {mentorRequirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </div>
          <div css={listPanel}>
            <h3>{requirements.received}</h3>
            <ul css={checkList}>
              {mentorReceives.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <PageSection id={steps.id} eyebrow={steps.eyebrow} heading={steps.heading}>
        <StepCards steps={mentorSteps} label={steps.heading} />
      </PageSection>
      <ClosingCta
        after="paper"
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <EmailDraftButton to="support" email={mentorApplicationEmail}>
              {cta.apply}
            </EmailDraftButton>
            <ButtonLink href="/community?tab=mentors" variant="light">
              {cta.meet}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
