/** The session values spec §3 keeps encrypted in local storage. */
export type SessionKey = 'authToken' | 'userId' | 'isLoggedOut' | 'jwtToken' | 'chatUserId';

export interface SecureStorage {
  get(key: SessionKey): Promise<string | null>;
  set(key: SessionKey, value: string): Promise<void>;
  remove(key: SessionKey): Promise<void>;
  /** Removes every value this storage wrote, and nothing else. */
  clear(): Promise<void>;
}

/** Hands out the AES-GCM key; the key is non-extractable, so script can use it but never read it. */
export interface KeyStore {
  getKey(): Promise<CryptoKey>;
}

const NAMESPACE = 'fanclub.secure.';
const IV_BYTES = 12;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

const newKey = () => crypto.subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);

/** A key that lives as long as the page: for tests and for browsers without IndexedDB. */
export function memoryKeyStore(): KeyStore {
  let key: Promise<CryptoKey> | undefined;
  return { getKey: () => (key ??= newKey()) };
}

export interface IndexedDbKeyStoreOptions {
  databaseName?: string;
  storeName?: string;
  keyName?: string;
  indexedDB?: IDBFactory;
}

/** Keeps the CryptoKey object itself in IndexedDB (structured clone), so it survives reloads without ever being exported. */
export function indexedDbKeyStore(options: IndexedDbKeyStoreOptions = {}): KeyStore {
  const { databaseName = 'fanclub-keys', storeName = 'keys', keyName = 'session', indexedDB = globalThis.indexedDB } = options;
  let key: Promise<CryptoKey> | undefined;

  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });

  async function load(): Promise<CryptoKey> {
    // Generated before the transaction: an IndexedDB transaction closes while it awaits anything else.
    const candidate = await newKey();
    const database = await open();
    try {
      return await new Promise<CryptoKey>((resolve, reject) => {
        const transaction = database.transaction(storeName, 'readwrite');
        const store = transaction.objectStore(storeName);
        const existing = store.get(keyName);
        // Read and write in one transaction, so two tabs starting at once agree on one key.
        existing.onsuccess = () => {
          if (existing.result instanceof CryptoKey) return resolve(existing.result);
          store.put(candidate, keyName);
          transaction.oncomplete = () => resolve(candidate);
        };
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } finally {
      database.close();
    }
  }

  return {
    getKey: () => {
      key ??= load().catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function createSecureStorage({ storage, keyStore }: { storage: Storage; keyStore: KeyStore }): SecureStorage {
  const slot = (key: SessionKey) => `${NAMESPACE}${key}`;
  // The slot name is authenticated with the value, so a ciphertext copied to another key does not decrypt.
  const aad = (key: SessionKey) => encoder.encode(slot(key));

  async function read(key: SessionKey): Promise<string | null> {
    const stored = storage.getItem(slot(key));
    if (stored === null) return null;
    try {
      const bytes = fromBase64(stored);
      if (bytes.length <= IV_BYTES) return null;
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: aad(key) },
        await keyStore.getKey(),
        bytes.subarray(IV_BYTES),
      );
      return decoder.decode(plain);
    } catch {
      // Tampered, truncated or written under another key: treat as absent rather than trust it.
      return null;
    }
  }

  async function write(key: SessionKey, value: string): Promise<void> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aad(key) },
      await keyStore.getKey(),
      encoder.encode(value),
    );
    const bytes = new Uint8Array(IV_BYTES + cipher.byteLength);
    bytes.set(iv);
    bytes.set(new Uint8Array(cipher), IV_BYTES);
    storage.setItem(slot(key), toBase64(bytes));
  }

  return {
    get: read,
    set: write,
    remove: async (key) => storage.removeItem(slot(key)),
    clear: async () => {
      const ours: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index);
        if (name?.startsWith(NAMESPACE)) ours.push(name);
      }
      ours.forEach((name) => storage.removeItem(name));
    },
  };
}
