import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { sitemapPage, SitemapPage } from './sitemap-page';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

let clicked: HTMLAnchorElement[];
let blobs: Blob[];

beforeEach(() => {
  clicked = [];
  blobs = [];
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:sitemap';
    }),
    revokeObjectURL: jest.fn(),
  });
});

const answer = (body: string, init: ResponseInit) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, init));

describe('the /sitemap.xml page', () => {
  it("says 'Generating Sitemap...' and 'Your sitemap.xml will download automatically.'", () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderPage(<SitemapPage />, { path: '/sitemap.xml' });
    expect(screen.getByRole('heading', { name: 'Generating Sitemap...' })).toBeInTheDocument();
    expect(screen.getByText('Your sitemap.xml will download automatically.')).toBeInTheDocument();
  });

  it("fetches the server's sitemap as XML and downloads it as sitemap.xml", async () => {
    const fetchMock = answer(XML, { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8' } });
    renderPage(<SitemapPage />, { path: '/sitemap.xml' });

    expect(await screen.findByRole('heading', { name: 'Sitemap Downloaded' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/sitemap.xml', expect.objectContaining({ headers: { Accept: 'application/xml' } }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('sitemap.xml');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:sitemap');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('application/xml');
    const reader = new FileReader();
    const text = new Promise((resolve) => reader.addEventListener('load', () => resolve(reader.result)));
    reader.readAsText(blobs[0] as Blob);
    expect(await text).toBe(XML);
  });

  it('shows an error with a retry when the server does not answer with a sitemap', async () => {
    answer('<!doctype html><p>page</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { user } = renderPage(<SitemapPage />, { path: '/sitemap.xml' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t generate your sitemap.xml.');
    expect(clicked).toHaveLength(0);

    answer(XML, { status: 200, headers: { 'content-type': 'application/xml' } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
  });

  it('is not indexed', () => {
    expect(sitemapPage.meta()).toEqual({ title: 'Sitemap', noindex: true });
  });
});
