// What the access tests share: a local Supabase with the real migrations and seed, a superuser
// connection for fixtures and ground truth, and the two ways the anon key reaches the API.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { freeStackPorts, makeDataDir, startStack, type StackProcess } from './local-supabase-process.ts';

export type RestResponse = { status: number; headers: Headers; text: string };

export type AnonAccess = {
  stack: StackProcess;
  /** Superuser: bypasses row-level security. */
  db: pg.Client;
  /** supabase-js with the anon key, configured as the site configures it. */
  supabase: SupabaseClient;
  /** Raw request to `${apiUrl}/rest/v1/${path}` with the anon key as apikey unless `headers` set one. */
  rest(path: string, init?: RequestInit): Promise<RestResponse>;
  close(): Promise<void>;
};

export async function startAnonAccess(): Promise<AnonAccess> {
  const dataDir = await makeDataDir();
  const stack = await startStack({ dataDir, ...(await freeStackPorts()) });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  try {
    await db.connect();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const supabase = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  return {
    stack,
    db,
    supabase,
    async rest(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
      const response = await fetch(`${stack.apiUrl}/rest/v1/${path}`, { ...init, headers });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async close() {
      await db.end();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
