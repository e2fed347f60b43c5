// The shape of a legal page's content, and small builders that keep the data files readable.
// A document is a function of the site configuration: the brand and e-mail addresses are never
// written into the copy.
import type { SiteConfig } from '@pv/shared/config/site-config';
import { mailtoHref } from '@pv/shared/ui/links';

/** A run of text inside a paragraph or list item. */
export type InlinePart =
  | string
  | { kind: 'strong'; text: string }
  /** `href`: a site path (`/security`), an in-page anchor (`#contact`), `mailto:` or an external URL. */
  | { kind: 'link'; text: string; href: string };

export type Inline = string | readonly InlinePart[];

export type Block =
  | { kind: 'paragraph'; content: Inline }
  | { kind: 'list'; items: readonly Inline[] }
  /** Numbered steps, each with its own (h3) title. */
  | { kind: 'steps'; items: readonly { title: string; text: Inline }[] }
  /** An h3 and its blocks. */
  | { kind: 'subsection'; id: string; heading: string; blocks: readonly Block[] }
  /** Postal and e-mail contact lines, rendered as an <address>. */
  | { kind: 'address'; lines: readonly Inline[] };

export interface LegalSection {
  /** Anchor of the section heading, stable across copy edits. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

/** A closing call to action under the last section: a heading, a line of text and one button. */
export interface LegalCallToAction {
  heading: string;
  text: string;
  label: string;
  href: string;
  /** Analytics label of the click. */
  analyticsLabel: string;
}

export interface LegalDocument {
  /** Small label above the title. */
  eyebrow: string;
  /** The h1 and the document title. */
  title: string;
  /** Meta description. */
  description: string;
  /** Opening paragraph under the title. */
  summary: string;
  /** ISO date (`yyyy-MM-dd`). */
  lastUpdated: string;
  sections: readonly LegalSection[];
  callToAction?: LegalCallToAction;
}

export type LegalDocumentSource = (config: SiteConfig) => LegalDocument;

// Builders.

export const strong = (text: string): InlinePart => ({ kind: 'strong', text });

export const link = (text: string, href: string): InlinePart => ({ kind: 'link', text, href });

/** An e-mail address shown as itself and linked as a draft to it. */
export const email = (address: string, fields: { subject?: string; body?: string } = {}): InlinePart =>
  link(address, mailtoHref(address, fields));

export const p = (...content: InlinePart[]): Block => ({ kind: 'paragraph', content });

export const ul = (...items: Inline[]): Block => ({ kind: 'list', items });

/** A list item that starts with a bold term: `term('Access.', 'Ask for a copy…')`. */
export const term = (label: string, ...rest: InlinePart[]): Inline => [strong(label), ' ', ...rest];

export const steps = (...items: { title: string; text: Inline }[]): Block => ({ kind: 'steps', items });

export const subsection = (id: string, heading: string, ...blocks: Block[]): Block => ({ kind: 'subsection', id, heading, blocks });

export const address = (...lines: Inline[]): Block => ({ kind: 'address', lines });

export const section = (id: string, heading: string, ...blocks: Block[]): LegalSection => ({ id, heading, blocks });
