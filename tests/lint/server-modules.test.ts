import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A module's routes sit in the file of the rules they run (docs/decisions/0037): a file that serves calls also
 * decorates the service they call, and routes.ts is left only to a module without a service (dev/).
 */
const MODULES = 'server/modules';
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const servingFiles = modules.flatMap((module) =>
  readdirSync(`${MODULES}/${module}`)
    .filter((file) => file.endsWith('.ts') && /\bserve\(/.test(readFileSync(`${MODULES}/${module}/${file}`, 'utf8')))
    .map((file) => `${module}/${file}`),
);

describe('the server modules', () => {
  it('keep routes.ts only where there is no service.ts', () => {
    const withRules = modules.filter((module) => existsSync(`${MODULES}/${module}/service.ts`));
    expect(withRules.length).toBeGreaterThan(15);
    expect(withRules.filter((module) => existsSync(`${MODULES}/${module}/routes.ts`))).toEqual([]);
  });

  it.each(servingFiles)('%s serves calls beside the service it decorates, or is a module without one', (file) => {
    const [module] = file.split('/');
    const text = readFileSync(`${MODULES}/${file}`, 'utf8');
    const decorates = /app\.decorate\(\s*'\w+Service'/.test(text);
    expect(decorates || (file.endsWith('/routes.ts') && !existsSync(`${MODULES}/${module}/service.ts`))).toBe(true);
  });
});
