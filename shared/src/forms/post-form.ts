// A form of the site sent by its enhanced island: the same fields a form without JavaScript sends,
// to the same path, asking the shell's server for the outcome as JSON instead of a page.

/** The outcome the server answered, or null when the answer is not one (a proxy's error page...). Throws when the request fails. */
export async function postFormForOutcome<Outcome>(path: string, fields: Record<string, string>): Promise<Outcome | null> {
  const response = await fetch(path, { method: 'POST', headers: { accept: 'application/json' }, body: new URLSearchParams(fields) });
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  return (await response.json()) as Outcome;
}
