import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, indexedDbKeyStore } from '../../src/services/secureStorage';
import { MemoryStorage } from './memoryStorage';

describe('IndexedDB key store', () => {
  it('keeps one non-extractable key across page loads, so stored values stay readable', async () => {
    const indexedDB = new IDBFactory();
    const storage = new MemoryStorage();
    await createSecureStorage({ storage, keyStore: indexedDbKeyStore({ indexedDB }) }).set('authToken', 'admin');

    const nextPage = indexedDbKeyStore({ indexedDB });
    const key = await nextPage.getKey();
    expect(key.extractable).toBe(false);
    expect(await createSecureStorage({ storage, keyStore: nextPage }).get('authToken')).toBe('admin');
  });

  it('two tabs starting together agree on the same key', async () => {
    const indexedDB = new IDBFactory();
    const storage = new MemoryStorage();
    const [tabA, tabB] = [indexedDbKeyStore({ indexedDB }), indexedDbKeyStore({ indexedDB })];
    await Promise.all([tabA.getKey(), tabB.getKey()]);

    await createSecureStorage({ storage, keyStore: tabA }).set('jwtToken', 'chat');
    expect(await createSecureStorage({ storage, keyStore: tabB }).get('jwtToken')).toBe('chat');
  });

  it('a fresh browser profile cannot read values written under the old key', async () => {
    const storage = new MemoryStorage();
    await createSecureStorage({ storage, keyStore: indexedDbKeyStore({ indexedDB: new IDBFactory() }) }).set('userId', '7');
    expect(await createSecureStorage({ storage, keyStore: indexedDbKeyStore({ indexedDB: new IDBFactory() }) }).get('userId')).toBeNull();
  });
});
