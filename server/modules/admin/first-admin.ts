import { Ajv, type ErrorObject } from 'ajv';
import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { RegisterBody } from '../../../contract/auth.ts';
import { TEXT_FORMATS } from '../../../contract/fields.ts';
import { Role, VerifyStatus } from '../../../contract/codes.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { newChatUserId, newReferralCode } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { schemaErrorFormatter } from '../../plugins/errors.ts';
import { findUserByEmail, findUserByUsername, normalizeEmail } from '../users/repository.ts';

/** A refusal whose message is the whole story (a bad email or password): printed as it is. */
export class AdminAccountError extends Error {}

// The signup form's own fields and the server's own validator options: the same verdict and message as POST /api/register.
const ajv = new Ajv({ verbose: true, keywords: ['errorMessage'], formats: TEXT_FORMATS });
const checkEmail = ajv.compile(Type.Object({ email: RegisterBody.properties.email }));
const checkPassword = ajv.compile(Type.Object({ password: RegisterBody.properties.password }));

function refuseUnless(check: { (body: unknown): boolean; errors?: ErrorObject[] | null }, body: object): void {
  if (!check(body)) throw new AdminAccountError(schemaErrorFormatter(check.errors ?? [], 'body').message);
}

/** The email as signup stores it, or the signup form's message for it. */
export function adminEmailOf(email: string): string {
  refuseUnless(checkEmail, { email });
  return normalizeEmail(email);
}

export interface FirstAdminOptions {
  email: string;
  /** Asked only when the account is new: an existing one keeps its password. */
  password: () => Promise<string>;
  /** scrypt's cost (config `passwordCost`). */
  passwordCost?: number;
}

export type FirstAdminOutcome = 'created' | 'promoted' | 'already admin';

/**
 * The first admin of a deployment: a new verified admin with the given password (held to the signup
 * rule), or an existing account promoted.
 */
export async function createOrPromoteAdmin(db: Db, options: FirstAdminOptions): Promise<FirstAdminOutcome> {
  const email = adminEmailOf(options.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role === Role.admin) return 'already admin';
    await db.update(users).set({ role: Role.admin, updatedAt: new Date() }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  const password = await options.password();
  refuseUnless(checkPassword, { password });
  const passwordHash = await hashPassword(password, options.passwordCost);
  await db.insert(users).values({
    firstName: 'Admin',
    lastName: 'Fanclub',
    username: await freeUsername(db, email),
    email,
    phoneNumber: '',
    role: Role.admin,
    userVerified: VerifyStatus.notApplied,
    passwordHash,
    refrenceCode: newReferralCode(),
    chatUserId: newChatUserId(),
    // The operator vouches for the address: no code to read.
    emailVerifiedAt: new Date(),
  });
  return 'created';
}

/** The email's name part as a username (letters, digits, dots and underscores, 3 to 30), numbered when taken. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9._]/g, '')
      .slice(0, 24)
      .padEnd(3, '_') || 'admin';
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
}
