import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { css } from '@emotion/react';
import { colors, fonts } from '@pv/shared/theme/tokens';

/** The router's failure screen (docs/behaviour.md, "Errors a visitor can meet"): heading, then status or message, then stack. */
export function AppErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main css={css({ padding: '2rem', maxWidth: '60rem', margin: '0 auto' })}>
      <h2>Unexpected Application Error!</h2>
      <h3 css={css({ fontStyle: 'italic', fontFamily: fonts.body })}>{message}</h3>
      {stack ? (
        <pre css={css({ padding: '0.5rem', background: colors.white, overflowX: 'auto', fontFamily: fonts.mono })}>{stack}</pre>
      ) : null}
    </main>
  );
}
