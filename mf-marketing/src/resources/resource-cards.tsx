// The cards of the resources page: one of our tools (its button goes to a page of the site, one of
// our PDFs or another site) and a partner perk (offer, value, referral link).
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { colors, radii } from '@pv/shared/theme/tokens';
import { LineIcon } from '../components/line-icon';
import { card, cardActions, cardLabel, factList } from '../lib/card-styles';
import { resourceFiles } from './resource-files';
import { perkValueText, type PartnerPerk, type ResourceTool, type ToolIcon } from './resources-content';

/** "PDF, 3 pages, 54 KB": what a download is before it starts. */
export const fileDetails = (slug: keyof typeof resourceFiles, words: { fileKind: string; pages: string }) => {
  const file = resourceFiles[slug];
  return `${words.fileKind}, ${file.pages} ${words.pages}, ${Math.max(1, Math.round(file.bytes / 1024))} KB`;
};

const iconPaths: Record<ToolIcon, ReactNode> = {
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  checklist: <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />,
  slides: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M12 16v4M8 20h8" />
    </>
  ),
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  document: (
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
};

const iconBox = css({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: radii.md,
  background: colors.navy,
  color: colors.amber,
});

const cardHead = css({ display: 'flex', alignItems: 'center', gap: '0.9rem' });

const cardTitle = css({ fontSize: '1.2rem', margin: 0 });

const details = css({ color: colors.inkMuted, fontSize: '0.88rem' });

function ToolAction({ tool, words }: { tool: ResourceTool; words: { fileKind: string; pages: string } }) {
  const { link } = tool;
  if (link.kind === 'page') {
    return (
      <ButtonLink href={link.href} variant="secondary">
        {tool.cta}
      </ButtonLink>
    );
  }
  if (link.kind === 'external') {
    return (
      <ExternalLink href={link.href} category="Resources Tools" variant="secondary">
        {tool.cta}
      </ExternalLink>
    );
  }
  // A file the server answers, not a page of the app: a plain link, so the browser loads it.
  return (
    <>
      <a href={resourceFiles[link.file].path} type="application/pdf" css={buttonStyles('secondary')}>
        {tool.cta}
        <span className="visually-hidden">: {tool.title}</span>
      </a>
      <span css={details}>{fileDetails(link.file, words)}</span>
    </>
  );
}

export function ToolCard({ tool, words }: { tool: ResourceTool; words: { fileKind: string; pages: string } }) {
  return (
    <article css={card}>
      <div css={cardHead}>
        <span css={iconBox}>
          <LineIcon size={26}>{iconPaths[tool.icon]}</LineIcon>
        </span>
        <p css={cardLabel}>{tool.category}</p>
      </div>
      <h4 css={cardTitle}>{tool.title}</h4>
      <p>{tool.description}</p>
      <div css={cardActions}>
        <ToolAction tool={tool} words={words} />
      </div>
    </article>
  );
}

const logoStyle = (background: string) =>
  css({
    display: 'grid',
    placeItems: 'center',
    flex: '0 0 auto',
    width: 48,
    height: 48,
    borderRadius: radii.md,
    background,
    color: colors.white,
    fontWeight: 800,
    fontSize: '0.95rem',
    letterSpacing: '0.02em',
  });

const perkHeadText = css({ minWidth: 0, h4: cardTitle, p: { color: colors.inkMuted, fontSize: '0.88rem' } });

export function PerkCard({ perk, words }: { perk: PartnerPerk; words: { perkOffer: string; perkValue: string; claim: string } }) {
  return (
    <article css={card}>
      <div css={cardHead}>
        <span css={logoStyle(perk.logo.background)} aria-hidden="true">
          {perk.logo.initials}
        </span>
        <div css={perkHeadText}>
          <h4>{perk.title}</h4>
          <p>{perk.category}</p>
        </div>
      </div>
      <p>{perk.description}</p>
      <dl css={factList}>
        <dt>{words.perkOffer}</dt>
        <dd>{perk.offer}</dd>
        <dt>{words.perkValue}</dt>
        <dd>{perkValueText(perk.value)}</dd>
      </dl>
      <div css={cardActions}>
        <ExternalLink href={perk.link} category="Resources Perks" variant="secondary">
          {words.claim}
          <span className="visually-hidden">: {perk.title}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
