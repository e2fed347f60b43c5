import { useEffect } from 'react';
import { island } from '@pv/shared/islands/island';

/** Reports the missing page in the browser console (docs/behaviour.md, "Errors a visitor can meet"). */
function NotFoundReport({ path }: { path: string }) {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return null;
}

export default island('not-found-report', NotFoundReport);
