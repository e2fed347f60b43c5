// The in-memory store of @fastify/rate-limit, which the primary process keeps for every worker
// (rate-limit.ts); the package types its interface but not the class.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore['incr'];
  }
}
