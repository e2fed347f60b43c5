import { memo } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { facts } from '@pv/shared/content/facts';
import { footerNavigation, type NavLinkItem } from '@pv/shared/contract/navigation';
import { findDocument } from '@pv/shared/contract/routes';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink, mailtoHref } from '@pv/shared/ui/links';
import { colors, layout, mq } from '@pv/shared/theme/tokens';
import NewsletterForm from '../newsletter/newsletter-form';
import { usePostedForm } from '@pv/shared/forms/posted-form';
import { NEWSLETTER_FORM, type NewsletterOutcome } from '../newsletter/newsletter-outcome';
import { BrandMark } from './brand-mark';
import { SocialIcon, type SocialNetwork } from './social-icon';

/** Home page sections the footer links to (docs/behaviour.md, "Footer": how-it-works, about, events). */
export const footerSections = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'about', label: 'About' },
  { id: 'events', label: 'Events' },
] as const;

const footerStyle = css({
  background: colors.navy,
  color: '#D5DCE6',
  padding: '3.5rem 0 2rem',
  a: { color: '#E8EDF4', textDecoration: 'none' },
  'a:hover': { color: colors.amber, textDecoration: 'underline' },
  h2: { color: colors.white },
});

const grid = css({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: '0 1.25rem',
  display: 'grid',
  gap: '2.5rem',
  [mq.md]: { gridTemplateColumns: '1.2fr 1fr 1fr', padding: '0 2rem' },
  [mq.lg]: { gridTemplateColumns: '1.3fr 0.8fr 0.8fr 1.4fr' },
});

const columnTitle = css({
  fontFamily: 'inherit',
  fontSize: '0.8rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '#9AA8BD !important',
  marginBottom: '0.75rem',
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.55rem' });

const networks: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'x', label: 'X' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
];

/** A document (the XML sitemap) is downloaded from the server, never routed in the app. */
function FooterLink({ label, to }: NavLinkItem) {
  if (findDocument(to))
    return (
      <a href={to} download={to.slice(1)}>
        {label}
      </a>
    );
  return <SiteLink href={to}>{label}</SiteLink>;
}

/**
 * The site footer: links only, plus the newsletter form (an island). A section of the home page is
 * a link to it (`/#events`): the browser scrolls there, on the home page or after loading it.
 */
export const Footer = memo(function Footer() {
  const config = useSiteConfig();
  const newsletterOutcome = usePostedForm<NewsletterOutcome>(NEWSLETTER_FORM);
  return (
    <footer css={footerStyle}>
      <div css={grid}>
        <div>
          <SiteLink href="/" css={css({ display: 'inline-flex', alignItems: 'center', gap: '0.6rem' })}>
            <BrandMark />
            <span css={css({ fontWeight: 700, color: colors.white, fontSize: '1.1rem' })}>{config.brand}</span>
          </SiteLink>
          <p css={css({ marginTop: '1rem' })}>Predictive success for visionary founders.</p>
          <p css={css({ fontSize: '0.9rem' })}>A no-equity accelerator in Boston. Founders keep {facts.ownershipKept} ownership.</p>
          <ul css={css({ display: 'flex', gap: '0.75rem', listStyle: 'none', padding: 0, margin: '1.25rem 0 0' })}>
            {networks.map(({ network, label }) => (
              <li key={network}>
                <ExternalLink
                  href={config.urls[network]}
                  category="Footer Social"
                  aria-label={`${config.brand} on ${label}`}
                  css={css({
                    display: 'inline-flex',
                    width: 40,
                    height: 40,
                    alignItems: 'center',
                    justifyContent: 'center',
                    borderRadius: '50%',
                    background: colors.navySoft,
                  })}
                >
                  <SocialIcon network={network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Explore">
          <h2 css={columnTitle}>Explore</h2>
          <ul css={list}>
            {footerSections.map((section) => (
              <li key={section.id}>
                <SiteLink href={`/#${section.id}`}>{section.label}</SiteLink>
              </li>
            ))}
            {footerNavigation.explore.map((link) => (
              <li key={link.to}>
                <FooterLink {...link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal and support">
          <h2 css={columnTitle}>Legal &amp; support</h2>
          <ul css={list}>
            {footerNavigation.legal.map((link) => (
              <li key={link.to}>
                <FooterLink {...link} />
              </li>
            ))}
            <li>
              <a href={mailtoHref(config.emails.support)}>{config.emails.support}</a>
            </li>
          </ul>
        </nav>
        <NewsletterForm hydrate="visible" outcome={newsletterOutcome} />
      </div>
      <p
        css={css({
          maxWidth: layout.maxWidth,
          margin: '3rem auto 0',
          padding: '1.5rem 1.25rem 0',
          borderTop: `1px solid ${colors.navySoft}`,
          fontSize: '0.85rem',
          [mq.md]: { padding: '1.5rem 2rem 0' },
        })}
      >
        © {facts.copyrightYear} {config.brand}. All rights reserved.
      </p>
    </footer>
  );
});
