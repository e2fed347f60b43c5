// What shows with scripts only, or without them only: a control that needs the page's script is
// not offered where it cannot run, and the plain HTML way to do the same shows there instead.
// `(scripting: none)` matches when the browser runs no script at all (turned off, or not
// supported); a browser that does not know the feature shows what needs scripts.
import { css } from '@emotion/react';

/** Hidden where no script runs: a control that does nothing without one. */
export const needsScripts = css({ '@media (scripting: none)': { display: 'none' } });

/** Shown only where no script runs (`display` there): the plain HTML way to what a script does elsewhere. */
export const withoutScriptsOnly = (display = 'block') => css({ display: 'none', '@media (scripting: none)': { display } });
