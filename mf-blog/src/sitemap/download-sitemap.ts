// The in-app /sitemap.xml page's work: fetch the server's sitemap (built by the same builder the
// crawler gets) and save it as a file named sitemap.xml.

export const SITEMAP_FILE_NAME = 'sitemap.xml';

export async function fetchSitemap(signal?: AbortSignal): Promise<string> {
  const response = await fetch('/sitemap.xml', { headers: { Accept: 'application/xml' }, signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The sitemap request answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text();
  // Not this site's page again (a server that does not build the sitemap answers with HTML).
  if (!/xml/i.test(type) || !/<urlset[\s>]/.test(body))
    throw new Error(`The sitemap request answered ${type || 'no content type'}, not a sitemap`);
  return body;
}

/** Hands the XML to the browser as a download (Blob, object URL, a temporary <a download>). */
export function saveAsFile(xml: string, fileName = SITEMAP_FILE_NAME, doc: Document = document) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
