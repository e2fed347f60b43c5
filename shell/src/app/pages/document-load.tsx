import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const loadDocument = (path: string) => window.location.replace(path);

/**
 * A link inside the app to a document the server answers (/sitemap.xml, /rss.xml): load the
 * document itself instead of rendering a page for it. The server never routes these paths.
 */
export function DocumentLoad({ load = loadDocument }: { load?: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => load(`${pathname}${search}`), [load, pathname, search]);
  return null;
}
