import { describe, expect, it } from 'vitest';
import { createSecureStorage, memoryKeyStore } from '../../src/services/secureStorage';
import { createSession } from '../../src/services/session';
import { MemoryStorage } from './memoryStorage';

function setup() {
  const local = new MemoryStorage();
  const perTab = new MemoryStorage();
  const storage = createSecureStorage({ storage: local, keyStore: memoryKeyStore() });
  return { local, perTab, storage, session: createSession({ storage, sessionStorage: perTab }) };
}

describe('session', () => {
  it('loads nothing for a first visit', async () => {
    const { session } = setup();
    expect(await session.load()).toBeNull();
    expect(session.getAuthToken()).toBeNull();
  });

  it('serves the tokens synchronously as soon as they are saved', async () => {
    const { session } = setup();
    const saving = session.saveAdmin({ authToken: 'admin', userId: '7' });
    expect(session.getAuthToken()).toBe('admin');
    await saving;
    await session.saveChat({ jwtToken: 'chat', chatUserId: 'c1' });
    expect(session.getJwtToken()).toBe('chat');
  });

  it('restores a saved session in a new page, tokens included', async () => {
    const { storage, perTab, session } = setup();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    await session.saveChat({ jwtToken: 'chat', chatUserId: 'c1' });

    const reloaded = createSession({ storage, sessionStorage: perTab });
    expect(reloaded.getAuthToken()).toBeNull();
    expect(await reloaded.load()).toEqual({ authToken: 'admin', userId: '7', jwtToken: 'chat', chatUserId: 'c1', isLoggedOut: false });
    expect(reloaded.getAuthToken()).toBe('admin');
    expect(reloaded.getJwtToken()).toBe('chat');
  });

  it('renewTokens replaces the tokens of the same session, in memory and in storage', async () => {
    const { storage, perTab, session } = setup();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    await session.saveChat({ jwtToken: 'chat', chatUserId: 'c1' });
    await session.renewTokens(Promise.resolve({ authToken: 'admin-2', jwtToken: 'chat-2' }));
    expect([session.getAuthToken(), session.getJwtToken()]).toEqual(['admin-2', 'chat-2']);
    const reloaded = createSession({ storage, sessionStorage: perTab });
    expect(await reloaded.load()).toEqual({ authToken: 'admin-2', userId: '7', jwtToken: 'chat-2', chatUserId: 'c1', isLoggedOut: false });
    // No chat token answered (no chat user yet): the stored one is left as it was.
    await session.renewTokens(Promise.resolve({ authToken: 'admin-3', jwtToken: null }));
    expect([session.getAuthToken(), session.getJwtToken()]).toEqual(['admin-3', 'chat-2']);
  });

  it('a refusal of the old tokens during a password change waits for it and ends nothing once they are renewed', async () => {
    const { session } = setup();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    await session.saveChat({ jwtToken: 'chat', chatUserId: 'c1' });
    let answer!: (tokens: { authToken: string; jwtToken: string | null }) => void;
    const renewing = session.renewTokens(new Promise((resolve) => (answer = resolve)));
    // The server ended the old session before answering: the socket's handshake with the old token is refused first.
    let ends: boolean | undefined;
    const refusal = session.refusalEndsSession('chat').then((value) => (ends = value));
    await Promise.resolve();
    expect(ends).toBeUndefined();
    answer({ authToken: 'admin-2', jwtToken: 'chat-2' });
    await renewing;
    await refusal;
    expect(ends).toBe(false);
    // A refusal arriving after the renewal, of a request sent before it: no news either.
    await expect(session.refusalEndsSession('admin')).resolves.toBe(false);
    // The renewed tokens refused (a logout elsewhere), or a token unknown: the session is over.
    await expect(session.refusalEndsSession('admin-2')).resolves.toBe(true);
    await expect(session.refusalEndsSession('chat-2')).resolves.toBe(true);
    await expect(session.refusalEndsSession(null)).resolves.toBe(true);
  });

  it('a password change that fails renews nothing: a refusal of the tokens it kept ends the session', async () => {
    const { session } = setup();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    let fail!: (error: Error) => void;
    const renewing = session.renewTokens(new Promise((_resolve, reject) => (fail = reject)));
    const refusal = session.refusalEndsSession('admin');
    fail(new Error('Old password is not correct'));
    await expect(renewing).rejects.toThrow('Old password is not correct');
    await expect(refusal).resolves.toBe(true);
    expect(session.getAuthToken()).toBe('admin');
  });

  it('loads an admin-only session before the chat login', async () => {
    const { session } = setup();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    expect(await session.load()).toEqual({ authToken: 'admin', userId: '7', jwtToken: null, chatUserId: null, isLoggedOut: false });
  });

  it('clear() forgets the tokens, empties sessionStorage, keeps the language and marks logged out', async () => {
    const { local, perTab, storage, session } = setup();
    local.setItem('local', 'es');
    perTab.setItem('otpPending', 'true');
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    await session.saveChat({ jwtToken: 'chat', chatUserId: 'c1' });

    await session.clear();

    expect(session.getAuthToken()).toBeNull();
    expect(session.getJwtToken()).toBeNull();
    expect(perTab.length).toBe(0);
    expect(local.getItem('local')).toBe('es');
    expect(await storage.get('isLoggedOut')).toBe('true');
    expect(await storage.get('authToken')).toBeNull();
    expect(await session.load()).toBeNull();
  });

  it('a login after logout clears the logged-out flag', async () => {
    const { storage, session } = setup();
    await session.clear();
    await session.saveAdmin({ authToken: 'admin', userId: '7' });
    expect(await storage.get('isLoggedOut')).toBe('false');
    expect(await session.load()).not.toBeNull();
  });
});
