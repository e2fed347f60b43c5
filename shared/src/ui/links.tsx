import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ctaAttributes, externalLinkAttributes, type CtaTracking } from '@pv/shared/analytics/link-clicks';
import { SiteLink, type SiteLinkProps } from '@pv/shared/navigation/site-link';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';

/** A page of this site, styled as a button. */
export function ButtonLink({ variant, ...props }: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink css={buttonStyles(variant)} {...props} />;
}

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** Analytics category of the `external_link_click` (labelled with the href), e.g. the section the link sits in. */
  category: string;
  /** Also a call to action: a `cta_click` with this category and label. */
  cta?: CtaTracking;
  children: ReactNode;
  variant?: ButtonVariant;
}

/**
 * Opens in a new tab without giving the other site a handle on ours. Its clicks are recorded from
 * its attributes by the document's link listener (`@pv/shared/analytics/link-clicks`), so it needs
 * no script of its own.
 */
export function ExternalLink({ href, category, cta, children, variant, ...props }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={variant ? buttonStyles(variant) : undefined}
      {...externalLinkAttributes(category)}
      {...ctaAttributes(cta)}
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
