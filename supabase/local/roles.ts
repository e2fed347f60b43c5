import { readFile } from 'node:fs/promises';
import type pg from 'pg';

/** Creates Supabase's roles (anon, authenticated, service_role, authenticator) if missing and gives authenticator `password`. */
export async function ensureLocalRoles(client: pg.Client, authenticatorPassword: string): Promise<void> {
  await client.query(await readFile(new URL('./bootstrap-roles.sql', import.meta.url), 'utf8'));
  await client.query(`alter role authenticator with login password ${client.escapeLiteral(authenticatorPassword)}`);
}
