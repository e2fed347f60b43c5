import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const clients = new Map<string, SupabaseClient>();

// No one signs in: every request goes with the anon key. A fixed token (none, so the key is the
// bearer) keeps supabase-js from starting its auth client, whose session lookup takes a lock and
// delays each request by a turn of the event loop or more.
const noSession = async () => null;

/** A path (the shell's same-origin API path) is on the page's own origin; supabase-js needs a whole URL. */
export const absoluteBackendUrl = (url: string, base = globalThis.location?.href): string =>
  url.startsWith('/') && base ? new URL(url, base).href.replace(/\/+$/, '') : url;

/** One client per backend; the site only reads public data and stores newsletter sign-ups. */
export function getSupabaseClient(config: { url: string; anonKey: string }): SupabaseClient {
  const url = absoluteBackendUrl(config.url);
  const key = `${url}|${config.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient(url, config.anonKey, { accessToken: noSession });
    clients.set(key, client);
  }
  return client;
}
