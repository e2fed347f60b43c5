// Reading a process's environment through a schema: each variable has a kind (port, URL, e-mail,
// number...), an unset or blank variable takes its default, and every bad value is reported at
// once, one line each, e.g. `PORT must be a whole number between 1 and 65535, got "abc"`.
// Every number a process of the site reads from its environment goes through it: the shell
// server's runtime configuration, the local tooling's ports, the container gateway's, the e2e suite's offset.
import { z } from 'zod';

type Env = Readonly<Record<string, string | undefined>>;

/** A kind of value: what it must be (for the message) and how a given value is checked and read. */
interface Kind<T> {
  expected: string;
  schema: z.ZodType<T>;
  /** A value never written in a message (a signing secret, a token). */
  secret?: boolean;
}

const wholeNumber = z.string().regex(/^\d+$/).transform(Number);
const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number);

export const kinds = {
  port: {
    expected: 'a whole number between 1 and 65535',
    schema: wholeNumber.pipe(z.number().int().min(1).max(65535)),
  },
  wholeNumber: { expected: 'a whole number (0 or more)', schema: wholeNumber },
  milliseconds: { expected: 'a whole number of milliseconds (0 or more)', schema: wholeNumber },
  positiveMilliseconds: {
    expected: 'a whole number of milliseconds (1 or more)',
    schema: wholeNumber.pipe(z.number().min(1)),
  },
  count: { expected: 'a whole number (1 or more)', schema: wholeNumber.pipe(z.number().min(1)) },
  percent: { expected: 'a number of percent from 0 to 100', schema: decimal.pipe(z.number().max(100)) },
  factor: { expected: 'a number of 1 or more', schema: decimal.pipe(z.number().min(1)) },
  secret: { expected: 'at least 32 characters (a long random string)', schema: z.string().min(32), secret: true },
  fraction: {
    expected: 'a number from 0 to 1, e.g. 0.1',
    schema: z
      .string()
      .regex(/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/)
      .transform(Number),
  },
  url: { expected: 'an http:// or https:// URL', schema: z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }) },
  email: { expected: 'an e-mail address', schema: z.email() },
  domain: { expected: 'a domain name, e.g. example.com', schema: z.hostname().regex(/\./) },
  text: { expected: 'text', schema: z.string() },
} satisfies Record<string, Kind<unknown>>;

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T): Kind<T[number]> => ({
  expected: values.map((value) => `"${value}"`).join(' or '),
  schema: z.enum(values),
});

const given = (raw: string | undefined) => raw?.trim() || undefined;

function checked<T>(kind: Kind<T>) {
  return (raw: string | undefined, ctx: z.RefinementCtx): T | undefined => {
    const value = given(raw);
    if (value === undefined) return undefined;
    const result = kind.schema.safeParse(value);
    if (result.success) return result.data;
    // A secret's value is never written out, not even a wrong one.
    const got = kind.secret ? `${value.length} characters` : JSON.stringify(raw);
    ctx.addIssue({ code: 'custom', message: `must be ${kind.expected}, got ${got}` });
    return z.NEVER;
  };
}

/** A variable that may be left unset: its value, or undefined. */
export function optional<T>(kind: Kind<T>) {
  return z.string().optional().transform(checked(kind));
}

/** A variable with a default for when it is unset or blank. */
export function withDefault<T>(kind: Kind<T>, fallback: T) {
  return z
    .string()
    .optional()
    .transform(checked(kind))
    .transform((value) => value ?? fallback);
}

/** Every problem with an environment, one line per variable. */
export class EnvironmentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The environment has ${problems.length === 1 ? 'a bad value' : `${problems.length} bad values`}:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'EnvironmentError';
    this.problems = problems;
  }
}

/** What `readEnvironment(shape, env)` returns. */
export type EnvironmentValues<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * Reads `env` through `shape`; throws an EnvironmentError naming every bad variable, and every one
 * of `requiredForHttps` left unset while SITE_ORIGIN is https.
 */
export function readEnvironment<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: Env,
  { requiredForHttps = [] }: { requiredForHttps?: readonly (keyof Shape & string)[] } = {},
): EnvironmentValues<Shape> {
  const result = z.object(shape).safeParse(env);
  const problems = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const variable = String(issue.path[0]);
    if (!problems.has(variable)) problems.set(variable, `${variable} ${issue.message}`);
  }
  // Their local defaults are public (in this repository): a deployment on https gives its own.
  if (given(env.SITE_ORIGIN)?.startsWith('https:')) {
    for (const name of requiredForHttps)
      if (given(env[name]) === undefined) problems.set(name, `${name} must be set when SITE_ORIGIN is https`);
  }
  if (result.success && problems.size === 0) return result.data;
  throw new EnvironmentError([...problems.values()]);
}

/** The problems `read()` throws as an EnvironmentError; none when it reads the environment fine. */
export function environmentProblems(read: () => unknown): readonly string[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems;
    throw error;
  }
}

/** `read()`'s value; on bad values, prints `<who> cannot start. <every problem>` and ends the process. */
export function readOrExit<T>(who: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(`${who} cannot start. ${error.message}`);
    process.exit(1);
  }
}
