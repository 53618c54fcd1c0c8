interface PgError {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error under drizzle's wrapper (node-postgres and PGlite alike). */
function pgErrorOf(err: unknown): PgError | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** True when a unique index refused the write (optionally: this very index). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(err);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/** True when a foreign key refused the write: a referenced row vanished, or a used row was deleted. */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(err);
  return pgError?.code === '23503' && (!constraint || pgError.constraint === constraint);
}

/** True when a check constraint refused the write, or a trigger raising as one (migration 0020 names its rule so). */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(err);
  return pgError?.code === '23514' && (!constraint || pgError.constraint === constraint);
}
