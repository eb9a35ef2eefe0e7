interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The constraint a unique violation hit (drizzle wraps the driver's error in `cause`), else undefined. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error as PgError | undefined; current; current = current.cause as PgError | undefined) {
    if (current.code === '23505') return current.constraint ?? '';
  }
  return undefined;
}
