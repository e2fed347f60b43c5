import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { Container } from '@pv/shared/ui/layout';
import { colors, fonts, radii, shadows } from '@pv/shared/theme/tokens';
import { sitemapCopy } from '../content/blog-copy';
import { fetchSitemap, saveAsFile } from './download-sitemap';

type Status = 'working' | 'done' | 'failed';

const box = css({
  maxWidth: '36rem',
  margin: '4rem auto 5rem',
  padding: '2.5rem 2rem',
  background: colors.white,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  textAlign: 'center',
  h1: { fontFamily: fonts.heading, fontSize: '2rem', margin: '0 0 0.75rem' },
  p: { margin: '0 0 1.25rem', color: colors.inkMuted },
});

const failure = css({ '&&': { color: colors.danger, fontWeight: 600 } });

/** /sitemap.xml in the app: builds (on the server) and downloads sitemap.xml by itself. */
export function SitemapPage() {
  const [status, setStatus] = useState<Status>('working');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSitemap(controller.signal).then(
      (xml) => {
        if (controller.signal.aborted) return;
        saveAsFile(xml);
        setStatus('done');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Sitemap download failed:', error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const again = () => {
    setStatus('working');
    setAttempt((n) => n + 1);
  };

  return (
    <Container>
      <div css={box} aria-live="polite">
        {status === 'done' ? (
          <>
            <h1>{sitemapCopy.doneTitle}</h1>
            <p>{sitemapCopy.done}</p>
            <Button variant="ghost" onClick={again}>
              {sitemapCopy.downloadAgain}
            </Button>
          </>
        ) : status === 'failed' ? (
          <div role="alert">
            <h1>{sitemapCopy.failedTitle}</h1>
            <p css={failure}>{sitemapCopy.failed}</p>
            <Button variant="secondary" onClick={again}>
              {sitemapCopy.retry}
            </Button>
          </div>
        ) : (
          <>
            <h1>{sitemapCopy.generating}</h1>
            <p>{sitemapCopy.willDownload}</p>
          </>
        )}
      </div>
    </Container>
  );
}

export const sitemapPage = {
  Component: SitemapPage,
  meta: () => ({ title: sitemapCopy.title, noindex: true }),
};
