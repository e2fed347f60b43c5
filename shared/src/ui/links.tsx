import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { trackExternalLink } from '@pv/shared/analytics/analytics';
import { SiteLink, type SiteLinkProps } from '@pv/shared/navigation/site-link';
import { buttonStyles, type ButtonVariant } from '@pv/shared/ui/button-styles';

/** A page of this site, styled as a button. */
export function ButtonLink({ variant, ...props }: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink css={buttonStyles(variant)} {...props} />;
}

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  /** Analytics category, e.g. the section the link sits in. */
  category: string;
  children: ReactNode;
  variant?: ButtonVariant;
}

/** Opens in a new tab without giving the other site a handle on ours, and records the click. */
export function ExternalLink({ href, category, children, variant, onClick, ...props }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={variant ? buttonStyles(variant) : undefined}
      onClick={(event) => {
        trackExternalLink(category, href);
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
