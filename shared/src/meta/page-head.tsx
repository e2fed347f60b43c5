import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageContext, PageDefinition, PageParams } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { applyHeadTags, headTags } from '@pv/shared/meta/head-tags';
import { canonicalPath } from '@pv/shared/contract/routes';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';

const noParams: PageParams = {};

/**
 * Browser: keeps the head tags in step with the page, also when its data arrives later. The shell
 * renders it beside every page; a remote's standalone page too.
 */
export function PageHead({ definition, params = noParams }: { definition: Pick<PageDefinition, 'meta'>; params?: PageParams }) {
  const { pathname, search } = useSiteLocation();
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
export function PageWithHead({ definition, params }: { definition: PageDefinition; params: PageParams }) {
  return (
    <>
      <PageHead definition={definition} params={params} />
      <definition.Component params={params} />
    </>
  );
}

/** Head tags for a page that needs no data (the shell's not-found page). */
export function StaticPageHead({ meta }: { meta: PageMeta }) {
  const definition = useMemo(() => ({ meta: () => meta }), [meta]);
  return <PageHead definition={definition} />;
}
