import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { applyHeadTags, headTags } from '@pv/shared/meta/head-tags';
import { canonicalPath } from '@pv/shared/contract/routes';

/**
 * Browser: keeps the head tags in step with the page, also when its data arrives later. The shell
 * renders it beside every page; a remote's standalone page too.
 */
export function PageHead({ definition }: { definition: Pick<PageDefinition, 'meta'> }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const config = useSiteConfig();
  useEffect(() => {
    const ctx: PageContext = { params, path: pathname, search: new URLSearchParams(search), queryClient, config };
    let applied = '';
    const apply = () => {
      const meta = definition.meta(ctx);
      const tags = headTags(meta, meta.canonicalPath ?? canonicalPath(pathname), config);
      const serialized = JSON.stringify(tags);
      if (serialized === applied) return;
      applied = serialized;
      applyHeadTags(tags);
    };
    apply();
    // The page is hydrated and its head applied: tools and tests can tell which page is live.
    document.documentElement.dataset.page = pathname;
    return queryClient.getQueryCache().subscribe(apply);
  }, [definition, params, pathname, search, queryClient, config]);
  return null;
}

/** A remote's page with its head tags, as the shell and a standalone page render it. */
export function PageWithHead({ definition }: { definition: PageDefinition }) {
  return (
    <>
      <PageHead definition={definition} />
      <definition.Component />
    </>
  );
}

/** Head tags for a page that needs no data (the shell's not-found page). */
export function StaticPageHead({ meta }: { meta: PageMeta }) {
  const definition = useMemo(() => ({ meta: () => meta }), [meta]);
  return <PageHead definition={definition} />;
}
