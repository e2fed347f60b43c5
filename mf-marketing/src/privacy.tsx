import { useState } from 'react';
import { css } from '@emotion/react';

export function PrivacyPage() {
  const [n, setN] = useState(0);
  return (
    <main css={css({ color: 'rebeccapurple', padding: 20 })}>
      <h1>Privacy Policy v1</h1>
      <button onClick={() => setN(n + 1)}>clicked {n}</button>
    </main>
  );
}
