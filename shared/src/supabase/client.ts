import { createClient, type SupabaseClient } from '@supabase/supabase-js';

const clients = new Map<string, SupabaseClient>();

/** One client per backend; the site only reads public data and never signs anyone in. */
export function getSupabaseClient(config: { url: string; anonKey: string }): SupabaseClient {
  const key = `${config.url}|${config.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(key, client);
  }
  return client;
}
