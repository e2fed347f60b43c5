// `publish` and `unpublish`: posts written into blog_posts by slug with the service role (the anon
// key the site reads with can write nothing). Against the local stack unless SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY name another backend.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { kinds, optional, readEnvironment, withDefault } from '@pv/shared/config/environment.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import type { PostRow } from './check-posts.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface PublishTarget {
  url: string;
  serviceRoleKey: string;
}

/** Where posts go: the backend SUPABASE_URL names with its service key, or the local stack (SUPABASE_PORT). */
export function publishTarget(env: Env): PublishTarget {
  const values = readEnvironment(
    { SUPABASE_URL: optional(kinds.url), SUPABASE_SERVICE_ROLE_KEY: optional(kinds.text), SUPABASE_PORT: withDefault(kinds.port, 54321) },
    env,
  );
  if (!values.SUPABASE_URL) return { url: `http://localhost:${values.SUPABASE_PORT}`, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY };
  if (!values.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error(`SUPABASE_URL is ${values.SUPABASE_URL}: set SUPABASE_SERVICE_ROLE_KEY to its service key`);
  return { url: values.SUPABASE_URL.replace(/\/+$/, ''), serviceRoleKey: values.SUPABASE_SERVICE_ROLE_KEY };
}

export const serviceClient = (target: PublishTarget): SupabaseClient =>
  createClient(target.url, target.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

export type PublishOutcome = 'new' | 'updated' | 'unchanged';

type StoredRow = Omit<PostRow, 'updated_at'> & { updated_at: string };

/** Whether the stored row already says what the file says (`updated_at` is the database's to keep). */
function sameAsStored(row: PostRow, stored: StoredRow): boolean {
  return (
    row.title === stored.title &&
    row.excerpt === stored.excerpt &&
    row.content === stored.content &&
    row.meta_description === stored.meta_description &&
    row.featured_image === stored.featured_image &&
    JSON.stringify(row.tags) === JSON.stringify(stored.tags ?? []) &&
    row.author === stored.author &&
    Date.parse(row.published_date) === Date.parse(stored.published_date) &&
    row.is_published === stored.is_published
  );
}

function failed(action: string, error: { message: string } | null): void {
  if (error) throw new Error(`${action} failed: ${error.message}`);
}

/**
 * Upserts the rows by slug. A new post is stored with its updated_date (else its published_date);
 * a changed one is updated and the database stamps it as changed now; an unchanged one is not
 * written at all, so publishing again changes nothing, updated_at included.
 */
export async function publishRows(client: SupabaseClient, rows: readonly PostRow[]): Promise<Map<string, PublishOutcome>> {
  const { data, error } = await client
    .from('blog_posts')
    .select('slug,title,excerpt,content,meta_description,featured_image,tags,author,published_date,updated_at,is_published')
    .in(
      'slug',
      rows.map((row) => row.slug),
    );
  failed('Reading the stored posts', error);
  const stored = new Map(((data ?? []) as StoredRow[]).map((row) => [row.slug, row]));
  const outcomes = new Map<string, PublishOutcome>();
  const added: PostRow[] = [];
  const changed: Omit<PostRow, 'updated_at'>[] = [];
  for (const row of rows) {
    const before = stored.get(row.slug);
    if (!before) {
      added.push(row);
      outcomes.set(row.slug, 'new');
    } else if (sameAsStored(row, before)) {
      outcomes.set(row.slug, 'unchanged');
    } else {
      const { updated_at: _kept, ...update } = row;
      changed.push(update);
      outcomes.set(row.slug, 'updated');
    }
  }
  if (added.length > 0) failed('Storing the new posts', (await client.from('blog_posts').upsert(added, { onConflict: 'slug' })).error);
  if (changed.length > 0)
    failed('Updating the changed posts', (await client.from('blog_posts').upsert(changed, { onConflict: 'slug' })).error);
  return outcomes;
}

export type UnpublishOutcome = 'hidden' | 'already hidden' | 'not found';

/** Hides a post from the site (is_published = false); nothing to do when it is hidden already. */
export async function unpublishSlug(client: SupabaseClient, slug: string): Promise<UnpublishOutcome> {
  const { data, error } = await client.from('blog_posts').select('is_published').eq('slug', slug).maybeSingle();
  failed('Reading the post', error);
  if (!data) return 'not found';
  if (!(data as { is_published: boolean }).is_published) return 'already hidden';
  failed('Hiding the post', (await client.from('blog_posts').update({ is_published: false }).eq('slug', slug)).error);
  return 'hidden';
}
