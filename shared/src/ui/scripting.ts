// What shows with scripts only, or without them only: a control that needs the page's script is
// not offered where it cannot run, and the plain HTML way to do the same shows there instead.
// `(scripting: none)` matches when the browser runs no script at all (turned off, or not
// supported); a browser that does not know the feature shows what needs scripts, and hides what
// shows only without them.
import { css } from '@emotion/react';

/**
 * A control that does nothing without a script carries `data-needs-scripts`: the global styles hide
 * it where none runs (one rule for the site, rather than a copy of each element's class with it).
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = 'data-needs-scripts';

/** Shown only where no script runs (`display` there): the plain HTML way to what a script does elsewhere. */
export const withoutScriptsOnly = (display = 'block') => css({ display: 'none', '@media (scripting: none)': { display } });
