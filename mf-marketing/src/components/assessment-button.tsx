// "Start Free Assessment": the external assessment in a new tab, with its campaign parameters,
// recorded as a call to action from where it sits.
import { assessmentLink, type AssessmentCampaign } from '@pv/shared/config/assessment-link';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import type { ButtonVariant } from '@pv/shared/ui/button-styles';
import { ExternalLink } from '@pv/shared/ui/links';

export interface AssessmentButtonProps {
  label: string;
  /** Analytics category: where the button sits ("Home Hero"). */
  category: string;
  /** `utm_medium`: which button of the site sent the visitor. */
  medium: string;
  campaign: AssessmentCampaign;
  variant?: ButtonVariant;
}

export function AssessmentButton({ label, category, medium, campaign, variant = 'primary' }: AssessmentButtonProps) {
  const config = useSiteConfig();
  return (
    <ExternalLink href={assessmentLink(config, medium, campaign)} category={category} variant={variant} cta={{ category, label }}>
      {label}
    </ExternalLink>
  );
}
