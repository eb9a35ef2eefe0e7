import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRoutes } from '../../contract/routes';
import { createTestApp, type TestApp } from './harness';

// Headers do not depend on the database: PGlite is enough.
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('every answer carries a Content-Security-Policy that allows only our own scripts and no framing', async () => {
    const response = await t.post(AdminRoutes.login, { email: 'nobody@example.com', password: 'x' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
