// The three legal pages as the shell sees them: a component and its head tags.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import type { LegalDocumentSource } from './legal-document';
import { LegalPage } from './legal-page';
import { privacyPolicy } from './privacy-policy';
import { securityPolicy } from './security-policy';
import { termsOfService } from './terms-of-service';

/** Title and description come from the document itself; `noindex` keeps a page out of search. */
const legalMeta =
  (source: LegalDocumentSource, { noindex }: { noindex: boolean }) =>
  ({ config }: PageContext): PageMeta => {
    const { title, description } = source(config);
    return noindex ? { title, description, noindex } : { title, description };
  };

export function PrivacyPage() {
  return <LegalPage source={privacyPolicy} />;
}

export function TermsPage() {
  return <LegalPage source={termsOfService} />;
}

export function SecurityPage() {
  return <LegalPage source={securityPolicy} />;
}

export const legalPages = {
  privacy: { Component: PrivacyPage, meta: legalMeta(privacyPolicy, { noindex: true }) },
  terms: { Component: TermsPage, meta: legalMeta(termsOfService, { noindex: true }) },
  security: { Component: SecurityPage, meta: legalMeta(securityPolicy, { noindex: false }) },
} satisfies Record<string, PageDefinition>;
