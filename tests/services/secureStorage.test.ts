import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, memoryKeyStore, type SessionKey } from '../../src/services/secureStorage';
import { MemoryStorage } from './memoryStorage';

const sessionKey = fc.constantFrom<SessionKey>('authToken', 'userId', 'isLoggedOut', 'jwtToken', 'chatUserId');

function setup() {
  const storage = new MemoryStorage();
  const keyStore = memoryKeyStore();
  return { storage, keyStore, secure: createSecureStorage({ storage, keyStore }) };
}

describe('secure storage', () => {
  it('reads back what it wrote, for any text', async () => {
    const { secure } = setup();
    await fc.assert(
      fc.asyncProperty(sessionKey, fc.string({ unit: 'grapheme', maxLength: 200 }), async (key, value) => {
        await secure.set(key, value);
        expect(await secure.get(key)).toBe(value);
      }),
    );
  });

  it('stores only ciphertext, never the plaintext', async () => {
    const { storage, secure } = setup();
    await fc.assert(
      fc.asyncProperty(sessionKey, fc.stringMatching(/^[A-Za-z0-9._-]{6,64}$/), async (key, value) => {
        await secure.set(key, value);
        const stored = storage.entries().find(([name]) => name.endsWith(`.${key}`))?.[1];
        expect(stored).toBeTypeOf('string');
        expect(stored).not.toContain(value);
        expect(atob(stored!)).not.toContain(value);
      }),
    );
  });

  it('uses a fresh IV per write, so equal values do not look equal', async () => {
    const { storage, secure } = setup();
    await secure.set('authToken', 'same');
    const first = storage.entries()[0]?.[1];
    await secure.set('authToken', 'same');
    expect(storage.entries()[0]?.[1]).not.toBe(first);
  });

  it('reads a tampered value as null', async () => {
    const { storage, secure } = setup();
    await secure.set('authToken', 'token-value');
    const [name, stored] = storage.entries()[0]!;
    const bytes = Uint8Array.from(atob(stored), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1]! ^= 1;
    storage.setItem(name, btoa(String.fromCharCode(...bytes)));
    expect(await secure.get('authToken')).toBeNull();
    storage.setItem(name, 'not base64 at all!');
    expect(await secure.get('authToken')).toBeNull();
    storage.setItem(name, '');
    expect(await secure.get('authToken')).toBeNull();
  });

  it('reads a value moved to another key as null', async () => {
    const { storage, secure } = setup();
    await secure.set('userId', '7');
    const [, stored] = storage.entries()[0]!;
    storage.setItem(storage.entries()[0]![0].replace('userId', 'chatUserId'), stored);
    expect(await secure.get('chatUserId')).toBeNull();
  });

  it('cannot read values written under another key', async () => {
    const { storage, secure } = setup();
    await secure.set('jwtToken', 'chat-jwt');
    const stranger = createSecureStorage({ storage, keyStore: memoryKeyStore() });
    expect(await stranger.get('jwtToken')).toBeNull();
  });

  it('keeps a key the page cannot export', async () => {
    const key = await memoryKeyStore().getKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('clear() removes its own values and leaves the rest of localStorage alone', async () => {
    const { storage, secure } = setup();
    storage.setItem('local', 'es');
    storage.setItem('unrelated', 'keep me');
    await secure.set('authToken', 'a');
    await secure.set('chatUserId', 'c');
    await secure.clear();
    expect(storage.entries()).toEqual([
      ['local', 'es'],
      ['unrelated', 'keep me'],
    ]);
    expect(await secure.get('authToken')).toBeNull();
  });

  it('remove() forgets one value', async () => {
    const { secure } = setup();
    await secure.set('authToken', 'a');
    await secure.set('userId', '7');
    await secure.remove('authToken');
    expect(await secure.get('authToken')).toBeNull();
    expect(await secure.get('userId')).toBe('7');
  });
});
