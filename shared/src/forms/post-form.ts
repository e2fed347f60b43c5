// A form of the site sent by its enhanced island: the same fields a form without JavaScript sends,
// to the same path, asking the shell's server for the outcome as JSON instead of a page.

/** The outcome the server answered, or null when the answer is not one (a proxy's error page...). Throws when the request fails. */
export async function postFormForOutcome<Outcome>(path: string, fields: URLSearchParams): Promise<Outcome | null> {
  const response = await fetch(path, { method: 'POST', headers: { accept: 'application/json' }, body: fields });
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  return (await response.json()) as Outcome;
}

/** The fields `form` sends, as a form without JavaScript sends them (its text fields: no files). */
export function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  return fields;
}
