import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { trackCtaClick, trackExternalLink } from '@pv/shared/analytics/analytics';
import { SiteLink, type SiteLinkProps } from '@pv/shared/navigation/site-link';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';

/**
 * A call to action's analytics: the click records `cta_click` with this category (where the link
 * sits) and label (which call to action). Both or neither.
 */
type CtaTracking = { category: string; cta: string } | { category?: never; cta?: never };

/** A page of this site, styled as a button; with `category` and `cta` its clicks are recorded as a call to action. */
export function ButtonLink({ variant, category, cta, onClick, ...props }: SiteLinkProps & { variant?: ButtonVariant } & CtaTracking) {
  return (
    <SiteLink
      css={buttonStyles(variant)}
      onClick={(event) => {
        if (category !== undefined && cta !== undefined) trackCtaClick(category, cta);
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
  /** A call to action: its label, recorded as `cta_click` in `category` besides the external link click. */
  cta?: string;
  children: ReactNode;
  variant?: ButtonVariant;
}

/** Opens in a new tab without giving the other site a handle on ours, and records the click. */
export function ExternalLink({ href, category, cta, children, variant, onClick, ...props }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={variant ? buttonStyles(variant) : undefined}
      onClick={(event) => {
        trackExternalLink(category, href);
        if (cta !== undefined) trackCtaClick(category, cta);
        onClick?.(event);
      }}
      {...props}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** `mailto:` with optional subject and body, encoded once here. */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}) {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
