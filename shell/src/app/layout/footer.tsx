import { memo } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { facts } from '@pv/shared/content/facts';
import { footerNavigation, type NavLinkItem } from '@pv/shared/contract/navigation';
import { findDocument } from '@pv/shared/contract/routes';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink, mailtoHref } from '@pv/shared/ui/links';
import { Container } from '@pv/shared/ui/layout';
import { colors, mq } from '@pv/shared/theme/tokens';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { usePostedForm } from '@pv/shared/forms/posted-form';
import { NEWSLETTER_FORM, type NewsletterOutcome } from '../newsletter/newsletter-outcome';
import { BrandMark } from './brand-mark';
import { SocialIcon, type SocialNetwork } from './social-icon';

const footerStyle = css({
  background: colors.navy,
  color: '#D5DCE6',
  padding: '3.5rem 0 2rem',
  a: { color: '#E8EDF4', textDecoration: 'none' },
  'a:hover': { color: colors.amber, textDecoration: 'underline' },
  h2: { color: colors.white },
});

// The brand and the newsletter side by side from the medium breakpoint; the link columns two, three
// and six to a row (320 to 639 px, to 1023 px, from 1024 px), so no row has a lone column.
const topRow = css({
  display: 'grid',
  gap: '2.5rem',
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '3rem' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 26rem)', justifyContent: 'space-between' },
});

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '2.25rem 1.5rem',
  margin: '3rem 0 0',
  paddingTop: '2.5rem',
  borderTop: `1px solid ${colors.navySoft}`,
  [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  // Each column as wide as its longest link, the space shared out between them.
  [mq.lg]: { gridTemplateColumns: 'repeat(6, auto)', justifyContent: 'space-between', gap: '2rem' },
});

const columnTitle = css({
  margin: '0 0 0.85rem',
  fontFamily: 'inherit',
  fontSize: '0.8rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '#9AA8BD !important',
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem', fontSize: '0.95rem', lineHeight: 1.35 });

// The divider spans the content, like the rule above the columns; the legal links beside the
// copyright from the medium breakpoint, under it on phones.
const bottomRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '1rem 2rem',
  margin: '3rem 0 0',
  paddingTop: '1.5rem',
  borderTop: `1px solid ${colors.navySoft}`,
  fontSize: '0.85rem',
  p: { margin: 0 },
});
const legalList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' });

const networks: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'x', label: 'X' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
];

/** A document (the XML sitemap, the feed) is downloaded from the server, never routed in the app. */
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
 * The site footer: the brand, the newsletter form (an island), a column of links per part of the
 * site, and the legal links beside the copyright. A section of the home page is a link to it
 * (`/#events`): the browser scrolls there, on the home page or after loading it.
 *
 * Always rendered, unlike the bands above it (docs/decisions/0030-bands-rendered-when-near.md):
 * skipped, it was only as tall as its placeholder, so contrast checks read its light text further
 * down against the page's light background, and a full-page screenshot showed it empty; rendering
 * it costs a few milliseconds at load.
 */
export const Footer = memo(function Footer() {
  const config = useSiteConfig();
  const newsletterOutcome = usePostedForm<NewsletterOutcome>(NEWSLETTER_FORM);
  return (
    <footer css={footerStyle}>
      <Container>
        <div css={topRow}>
          <div>
            <SiteLink href="/" css={css({ display: 'inline-flex', alignItems: 'center', gap: '0.6rem' })}>
              <BrandMark on="dark" />
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
                      width: 44,
                      height: 44,
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
          <NewsletterForm hydrate="visible" outcome={newsletterOutcome} />
        </div>
        <nav aria-label="Footer" css={columns}>
          {footerNavigation.columns.map((column) => (
            <div key={column.heading}>
              <h2 css={columnTitle}>{column.heading}</h2>
              <ul css={list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <FooterLink {...link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div css={bottomRow}>
          <p>
            © {facts.copyrightYear} {config.brand}. All rights reserved.
          </p>
          <nav aria-label="Legal and support">
            <ul css={legalList}>
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
        </div>
      </Container>
    </footer>
  );
});
