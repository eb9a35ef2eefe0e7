import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM under a key drawn from the server's secret for one purpose: what only the servers may read back. */
export class Sealer {
  private readonly key: Buffer;

  /** `purpose` keeps keys of different uses apart (a sealed mail is no token). */
  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'fanclub', purpose, 32));
  }

  /** base64url of nonce, tag and ciphertext. */
  seal(value: unknown): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The sealed value; throws when it was not sealed with this key and purpose, or was changed. */
  open(sealed: string): unknown {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
  }
}
