// The site's two card surfaces, so every card of every page has one look: a white panel with a
// hairline on the paper page, lifted by a soft shadow when it is one a visitor reads or acts on.
// Compose them (`css(raisedPanel, { padding })`) rather than restating the four properties.
import { css } from '@emotion/react';
import { colors, radii, shadows } from '@pv/shared/theme/tokens';

/** A white card with a hairline border. */
export const panel = css({ background: colors.white, border: `1px solid ${colors.line}`, borderRadius: radii.lg });

/** A card lifted off the page. */
export const raisedPanel = css(panel, { boxShadow: shadows.card });
