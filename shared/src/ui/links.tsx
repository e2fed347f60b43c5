import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { trackCtaClick, trackExternalLink } from '@pv/shared/analytics/analytics';
import { SiteLink, type SiteLinkProps } from '@pv/shared/navigation/site-link';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';

/**
 * A link that is a call to action: a click records `cta_click` with these. Pages give it as a prop
 * and never attach their own click handler, so the link component alone decides how clicks are
 * recorded.
 */
export interface CtaAnalytics {
  /** Where the link sits: "Home Hero", "Founder Path". */
  category: string;
  /** Which call to action: "Start Free Assessment". */
  label: string;
  value?: number;
}

const trackCta = (cta: CtaAnalytics | undefined) => {
  if (cta) trackCtaClick(cta.category, cta.label, cta.value);
};

/** A page of this site, styled as a button; with `cta`, a click is recorded as a call to action. */
export function ButtonLink({ variant, cta, onClick, ...props }: SiteLinkProps & { variant?: ButtonVariant; cta?: CtaAnalytics }) {
  return (
    <SiteLink
      css={buttonStyles(variant)}
      onClick={(event) => {
        trackCta(cta);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** Analytics category, e.g. the section the link sits in. */
  category: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Also records the click as a call to action. */
  cta?: CtaAnalytics;
}

/** Opens in a new tab without giving the other site a handle on ours, and records the click. */
export function ExternalLink({ href, category, children, variant, cta, onClick, ...props }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={variant ? buttonStyles(variant) : undefined}
      onClick={(event) => {
        trackExternalLink(category, href);
        trackCta(cta);
        onClick?.(event);
      }}
      {...props}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * `mailto:` with optional subject and body, encoded once here. Line breaks in the body are sent as
 * CRLF (`%0D%0A`), as RFC 6068 asks of a mailto body.
 */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}) {
  const query = Object.entries({ ...fields, body: fields.body?.replace(/\r?\n/g, '\r\n') })
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
