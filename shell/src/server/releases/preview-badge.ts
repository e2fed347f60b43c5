// The shell's badge on a previewed page: what is previewed (remote and release) and a link that
// ends the preview on the same page. Plain HTML and CSS, no script: it shows before the boot script runs
// and without JavaScript.
import { escapeHtml } from '@pv/shared/meta/escape-html';
import { EXIT_PREVIEW_PATH, type PreviewGrant } from '@pv/shared/contract/release-preview';

const style = `<style>.pv-preview-badge{position:fixed;z-index:2147483647;left:12px;bottom:12px;max-width:calc(100vw - 24px);box-sizing:border-box;padding:8px 12px;border-radius:8px;background:#0B1F3A;color:#fff;font:500 14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)}.pv-preview-badge a{color:#fff;font-weight:700;text-decoration:underline;margin-left:8px}</style>`;

/** The badge's HTML for the page at `url`, or nothing when no remote is previewed. */
export function previewBadge(previewed: readonly PreviewGrant[], url: URL): string {
  if (previewed.length === 0) return '';
  const what = previewed.map((grant) => `${escapeHtml(grant.remote)} ${escapeHtml(grant.release)}`).join(', ');
  const exit = `${EXIT_PREVIEW_PATH}?${new URLSearchParams({ to: `${url.pathname}${url.search}` }).toString()}`;
  return `${style}<aside class="pv-preview-badge" aria-label="Preview" data-preview-badge>Preview: ${what}<a href="${escapeHtml(exit)}">Exit preview</a></aside>`;
}
