/** compose.yaml as docker compose reads it: parsed, with its `${…}` references filled from an environment. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: string | { context: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  entrypoint?: string | string[];
  command?: string | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string; aliases?: string[] } | null> | string[];
  healthcheck?: { test: string | string[] };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } }>;
}

export const COMPOSE_FILE = path.resolve('compose.yaml');

export function readCompose(): ComposeFile {
  return parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as ComposeFile;
}

/**
 * Compose's interpolation: `$$` is a dollar; `${NAME}` and `$NAME`; `${NAME:-default}` when unset or
 * empty, `${NAME-default}` when unset; `${NAME:?message}` and `${NAME?message}` refuse with the message.
 */
export function interpolate(value: string, shell: Record<string, string | undefined>): string {
  return value.replace(
    /\$(\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (whole, dollar, name, colon, kind, word, bare) => {
      if (dollar === '$') return '$';
      if (bare) return shell[bare] ?? '';
      const current = shell[name as string];
      const missing = colon ? current === undefined || current === '' : current === undefined;
      if (!kind) return current ?? '';
      if (!missing) return current!;
      if (kind === '-') return interpolate(word as string, shell);
      throw new Error(`required variable ${name} is missing a value: ${word}`);
    },
  );
}

/** A service's environment as its container sees it. */
export function environmentOf(service: ComposeService, shell: Record<string, string | undefined>): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, shell[line] ?? ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, value === null ? '' : String(value)]);
  return Object.fromEntries(entries.map(([name, value]) => [name!, interpolate(value!, shell)]));
}
