import { escapeHtml } from '@pv/shared/meta/escape-html';

/** When rendering itself fails: the router failure screen (docs/behaviour.md, "Errors a visitor can meet"), without scripts. */
export function serverErrorHtml(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h2>Unexpected Application Error!</h2><h3 style="font-style:italic">${escapeHtml(message)}</h3><p><a href="/">Return to Home</a></p></body></html>`;
}
