import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const gateway = path.join(import.meta.dirname, 'gateway.ts');

it('refuses to start on a port that is not a number, naming each bad value, instead of listening on NaN', async () => {
  const run = promisify(execFile)(process.execPath, [gateway], {
    env: { ...process.env, PORT: 'abc', POSTGREST_PORT: '70000' },
    timeout: 10_000,
  });
  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      'The gateway cannot start. The environment has 2 bad values:\n  PORT must be a whole number between 1 and 65535, got "abc"\n  POSTGREST_PORT must be a whole number between 1 and 65535, got "70000"',
    ),
  });
});
