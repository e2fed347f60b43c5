import { createHmac } from 'node:crypto';
import { signHs256Jwt } from './jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './keys.ts';

function decodePart(token: string, index: number): unknown {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'));
}

describe('signHs256Jwt', () => {
  it('produces the well-known jwt.io example token', () => {
    const token = signHs256Jwt({ sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'your-256-bit-secret');

    expect(token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
  });
});

describe('the local keys', () => {
  it('keep a secret long enough for PostgREST (32+ characters)', () => {
    expect(LOCAL_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('sign an anon key that never changes, so the site can be configured with it', () => {
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzM1Njg5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.p1XioSL51IEL8nzUx0yhHeg91JFsc5z9TXtOlrarr2k',
    );
  });

  it('make the anon key an HS256 token for role anon, verifiable with the secret', () => {
    const [header = '', payload = '', signature = ''] = LOCAL_ANON_KEY.split('.');

    expect(decodePart(LOCAL_ANON_KEY, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(LOCAL_ANON_KEY, 1)).toEqual({ role: 'anon', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 });
    expect(createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
  });
});
