import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Role } from '../../contract/codes';
import type { BankBody } from '../../contract/review';
import { Endpoints } from '../../contract/endpoints';
import { users } from '../../server/db/schema';
import { uploadFile, verifiedUser, type TestApp } from './harness';
import { fund } from './ledger-support';

export type Login = Awaited<ReturnType<typeof verifiedUser>>;

/** A signed-up user made an admin, as the seed makes one. */
export async function adminUser(t: TestApp): Promise<Login> {
  const admin = await verifiedUser(t);
  await t.testDatabase.database.db.update(users).set({ role: Role.admin }).where(eq(users.id, admin.id));
  return admin;
}

export const BANK: BankBody = {
  bank_holder_name: 'Clara Creator',
  bank_name: 'First Bank',
  bank_account_number: 'DE89370400440532013000',
  bank_country: 'Germany',
  bank_state: 'Berlin',
  bank_city: 'Berlin',
  bank_routing: '37040044',
  bank_address: 'Alexanderplatz 1',
  bank_swift_code: '12345678',
};

/** A real image uploaded through /api/upload to user/documents/: answers its key and the signed location. */
export async function uploadDocument(t: TestApp, who: Login, color = '#2980b9'): Promise<{ key: string; location: string }> {
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();
  const response = await uploadFile(t, who.token, [
    ['path', 'user/documents/'],
    ['file', { name: 'document.png', bytes, type: 'image/png' }],
  ]);
  if (response.statusCode !== 200) throw new Error(`document upload failed: ${response.body}`);
  return (response.json() as { data: { key: string; location: string } }).data;
}

/** `creator` earns `price` less the 20% fee: a fan funded through the ledger donates to them. */
export async function earn(t: TestApp, creator: Login, price: number): Promise<void> {
  const fan = await verifiedUser(t);
  await fund(t.testDatabase.database.db, fan.id, price);
  const response = await t.post(Endpoints.donateToPerson.path, { user_id: creator.id, amount: price }, { token: fan.token });
  if (response.statusCode !== 200) throw new Error(`donation failed: ${response.body}`);
}
