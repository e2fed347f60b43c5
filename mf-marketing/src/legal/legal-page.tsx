// Renders any legal document: a title band with the last-updated date, a table of contents linking
// to the section headings, the sections as long-form text, and an optional closing call to action.
import { Fragment, useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { format, parseISO } from 'date-fns';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { ctaAttributes } from '@pv/shared/analytics/link-clicks';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { ExternalLink } from '@pv/shared/ui/links';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { renderedWhenNearUnlessAtATarget } from '@pv/shared/ui/rendered-when-near';
import { CtaBand } from '@pv/shared/ui/cta-band';
import { Container } from '@pv/shared/ui/layout';
import { PageHero } from '@pv/shared/ui/page-hero';
import { PROSE_FONT_SIZE, PROSE_MEASURE, Prose } from '@pv/shared/ui/prose';
import { colors, fonts, layout, mq, radii } from '@pv/shared/theme/tokens';
import type { Block, Inline, InlinePart, LegalCallToAction, LegalDocument, LegalDocumentSource } from './legal-document';

export const LEGAL_DATE_FORMAT = 'MMMM d, yyyy';

/** `2025-01-15` -> `January 15, 2025`, the same on the server and in every browser time zone. */
export const formatLegalDate = (isoDate: string) => format(parseISO(isoDate), LEGAL_DATE_FORMAT);

const bodyGrid = css({
  display: 'grid',
  gap: '2.5rem',
  padding: '2.5rem 0 4rem',
  [mq.lg]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: '4rem', padding: '4rem 0 5.5rem' },
});

const tocStyle = css({
  alignSelf: 'start',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  padding: '1.1rem 1.25rem 1.2rem',
  fontSize: '0.95rem',
  [mq.lg]: {
    position: 'sticky',
    top: `calc(${layout.headerHeight} + 1.5rem)`,
    maxHeight: `calc(100vh - ${layout.headerHeight} - 3rem)`,
    overflowY: 'auto',
    background: 'transparent',
    border: 0,
    borderLeft: `2px solid ${colors.line}`,
    borderRadius: 0,
    padding: '0.25rem 0 0.25rem 1.25rem',
  },
  ol: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    counterReset: 'toc',
    [mq.sm]: { columns: 2, columnGap: '2rem' },
    [mq.lg]: { columns: 'auto' },
  },
  li: { counterIncrement: 'toc', breakInside: 'avoid', display: 'flex', gap: '0.5rem', padding: '0.3rem 0', lineHeight: 1.35 },
  'li::before': { content: 'counter(toc) "."', minWidth: '1.5rem', color: colors.inkMuted, fontVariantNumeric: 'tabular-nums' },
  a: { color: colors.ink, textDecoration: 'none' },
  'a:hover': { color: colors.teal, textDecoration: 'underline' },
});

const tocLabel = css({
  margin: '0 0 0.5rem',
  fontSize: '0.78rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: colors.inkMuted,
});

const sectionStyle = css({
  '& + &': { borderTop: `1px solid ${colors.line}`, marginTop: '2.75rem', paddingTop: '2.5rem' },
  '> h2:first-child': { marginTop: 0 },
  // Its contents' links jump to its sections' headings.
  ...renderedWhenNearUnlessAtATarget('30rem'),
});

// `&&` outweighs the prose list styles (margins, indentation) this list replaces.
const stepsStyle = css({
  '&&': { listStyle: 'none', counterReset: 'step', padding: 0, margin: '1.5rem 0 1.25rem', display: 'grid', gap: '1rem' },
  '&& > li': {
    counterIncrement: 'step',
    position: 'relative',
    margin: 0,
    padding: '1rem 1.25rem 1rem 4rem',
    background: colors.white,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.md,
  },
  '&& > li::before': {
    content: 'counter(step)',
    position: 'absolute',
    left: '1.1rem',
    top: '1rem',
    width: '2rem',
    height: '2rem',
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    background: colors.navy,
    color: colors.white,
    fontFamily: fonts.body,
    fontWeight: 700,
    fontSize: '0.95rem',
  },
  '&& h3': { margin: '0.15rem 0 0.3rem', fontSize: '1.15rem' },
  '&& p': { margin: 0 },
});

const addressStyle = css({
  display: 'grid',
  gap: '0.15rem',
  padding: '1rem 1.25rem',
  background: colors.white,
  borderLeft: `4px solid ${colors.amber}`,
  borderRadius: radii.sm,
});

// The same measure and size as the text above, so the band lines up with it.
const ctaPlacement = css({ maxWidth: PROSE_MEASURE, fontSize: PROSE_FONT_SIZE, marginTop: '3rem' });

function TextLink({ text, href }: { text: string; href: string }) {
  if (href.startsWith('/')) return <SiteLink href={href}>{text}</SiteLink>;
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} category="Legal Page">
        {text}
      </ExternalLink>
    );
  }
  return <a href={href}>{text}</a>;
}

function InlinePartView({ part }: { part: InlinePart }) {
  if (typeof part === 'string') return part;
  if (part.kind === 'strong') return <strong>{part.text}</strong>;
  return <TextLink text={part.text} href={part.href} />;
}

function InlineContent({ content }: { content: Inline }) {
  if (typeof content === 'string') return content;
  return content.map((part, index) => <InlinePartView key={index} part={part} />);
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineContent content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent content={item} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        // `role="list"` keeps list semantics in browsers that drop them when the markers are hidden.
        <ol role="list" css={stepsStyle}>
          {block.items.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>
                <InlineContent content={step.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'subsection':
      return (
        <>
          <h3 id={block.id}>{block.heading}</h3>
          <Blocks blocks={block.blocks} />
        </>
      );
    case 'address':
      return (
        <address css={addressStyle}>
          {block.lines.map((line, index) => (
            <span key={index}>
              <InlineContent content={line} />
            </span>
          ))}
        </address>
      );
  }
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    <Fragment key={index}>
      <BlockView block={block} />
    </Fragment>
  ));
}

function CallToAction({ cta, category }: { cta: LegalCallToAction; category: string }) {
  return (
    <CtaBand
      css={ctaPlacement}
      heading={cta.heading}
      text={cta.text}
      actions={
        <a href={cta.href} css={buttonStyles('primary')} {...ctaAttributes({ category, label: cta.analyticsLabel })}>
          {cta.label}
        </a>
      }
    />
  );
}

function TableOfContents({ doc }: { doc: LegalDocument }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} css={tocStyle}>
      <p id={labelId} css={tocLabel}>
        On this page
      </p>
      <ol>
        {doc.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A legal page: the content of `source`, filled in with the site configuration. */
export function LegalPage({ source }: { source: LegalDocumentSource }) {
  const config = useSiteConfig();
  const doc = useMemo(() => source(config), [source, config]);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <PageHero
        eyebrow={doc.eyebrow}
        title={doc.title}
        titleId={titleId}
        meta={
          <>
            Last updated <time dateTime={doc.lastUpdated}>{formatLegalDate(doc.lastUpdated)}</time>
          </>
        }
        lead={doc.summary}
      />
      <Container>
        <div css={bodyGrid}>
          <TableOfContents doc={doc} />
          <div>
            <Prose>
              {doc.sections.map((section) => (
                <section key={section.id} css={sectionStyle}>
                  <h2 id={section.id}>{section.heading}</h2>
                  <Blocks blocks={section.blocks} />
                </section>
              ))}
            </Prose>
            {doc.callToAction ? <CallToAction cta={doc.callToAction} category={`${doc.title} Page`} /> : null}
          </div>
        </div>
      </Container>
    </article>
  );
}
