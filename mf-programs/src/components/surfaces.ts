// The two card surfaces of the program pages, so every card of the remote has one look.
import { css } from '@emotion/react';
import { colors, radii, shadows } from '@pv/shared/theme/tokens';

/** A white card with a hairline border. */
export const panel = css({ background: colors.white, border: `1px solid ${colors.line}`, borderRadius: radii.lg });

/** A card lifted off the page: the ones a visitor acts on. */
export const raisedPanel = css(panel, { boxShadow: shadows.card });
