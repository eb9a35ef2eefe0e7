import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { emptyPackageForm, firstPackageError, packageBody, packageErrors, type PackageForm } from '../../src/validation/packages';
import { backends, createTestApp, type TestApp } from './harness';
import { creator } from './posts-support';

/** Forms the package screens can hold (the price input keeps digits only, so '1e3' never reaches a body): every rule of spec §5 broken alone, and valid ones. */
const forms: PackageForm[] = [
  { name: 'Summer', price: '150' },
  { name: 'x', price: '1' },
  { name: 'Top', price: '99999' },
  { name: '', price: '10' },
  { name: '   ', price: '10' },
  { name: 'y'.repeat(101), price: '10' },
  { name: 'Name', price: '' },
  { name: 'Name', price: '0' },
  { name: 'Name', price: '00' },
  { name: 'Name', price: '-5' },
  { name: 'Name', price: '2.5' },
  { name: 'Name', price: '100000' },
  { name: '', price: '0' },
];

describe.each(backends)('package rules: the form and the server give the same verdict and message (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let packageId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await creator(t)).token;
    const created = await t.post(Endpoints.createPackage.path, { media_package_name: 'Base', media_package_price: 5 }, { token });
    packageId = (created.json() as { data: { id: number } }).data.id;
  });
  afterAll(() => t.close());

  for (const partial of forms) {
    it(JSON.stringify(partial), async () => {
      const form = { ...emptyPackageForm, ...partial };
      const expected = firstPackageError(packageErrors(form));
      for (const [path, body] of [
        [Endpoints.createPackage.path, packageBody(form)],
        [Endpoints.editPackage.path, { ...packageBody(form), package_media_id: packageId }],
      ] as const) {
        const response = await t.post(path, body, { token });
        if (expected === undefined) {
          expect(response.statusCode, response.body).toBe(200);
        } else {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toMatchObject({ success: 0, message: Messages[expected] });
        }
      }
    });
  }
});
