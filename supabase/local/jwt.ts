import { createHmac } from 'node:crypto';

function base64UrlJson(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Signs `payload` as a compact HS256 JSON Web Token. */
export function signHs256Jwt(payload: Record<string, unknown>, secret: string): string {
  const signingInput = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson(payload)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}
