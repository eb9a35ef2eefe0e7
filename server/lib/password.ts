import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's cost (N) of new hashes unless the config says otherwise (`PASSWORD_COST`). */
export const DEFAULT_PASSWORD_COST = 16384;
const BLOCK = { r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; twice that leaves room for its own bookkeeping.
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 256 * (options.N ?? DEFAULT_PASSWORD_COST) * (options.r ?? BLOCK.r) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, ...BLOCK }, KEY_LENGTH);
  return ['scrypt', cost, BLOCK.r, BLOCK.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

// One per cost, hashed once; checked against when the account is unknown so both paths cost one scrypt.
const dummyHashes = new Map<number, Promise<string>>();

/** Burns the time of a real check at the cost new hashes get, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string, cost = DEFAULT_PASSWORD_COST): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = hashPassword(randomBytes(12).toString('hex'), cost)));
  await verifyPassword(password, await dummy);
  return false;
}
