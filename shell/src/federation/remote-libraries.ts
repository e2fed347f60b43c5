// Libraries the remotes take from the shell (shared/build/shared-dependencies.ts: a remote bundles
// no copy) that no other module of the shell imports. A host provides a shared library only when its
// own module graph requests it, so they are requested here: lazy imports, loaded only when a remote
// asks the share scope for them (the blog's data client, on the server and in the browser).
export const remoteOnlyLibraries = {
  '@supabase/supabase-js': () => import('@supabase/supabase-js'),
  '@pv/shared/supabase/client': () => import('@pv/shared/supabase/client'),
};
