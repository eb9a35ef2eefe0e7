import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Endpoints } from '../../src/gateway/generated/endpoints';
import type { RestClient } from '../../src/gateway/rest';
import { GatewayError } from '../../src/services/gatewayError';
import { createUploads, type UploadProgress } from '../../src/services/upload';
import { fileOf } from '../support/files';

/** The browser's XMLHttpRequest as the sender uses it: what was sent, and the hands to answer or count bytes. */
class FakeRequest {
  static made: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeRequest.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
    this.onloadend?.();
  }
}

const refusedByRest: RestClient = { call: () => Promise.reject(new Error('rest.ts is not used when a sender is given')) };
const sender = { getAuthToken: () => 'auth-token', getJwtToken: () => 'chat-token', onUnauthorized: vi.fn() };
const uploads = createUploads({ rest: refusedByRest, sender });
const request = () => FakeRequest.made.at(-1)!;

beforeEach(() => {
  FakeRequest.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploads with the app sender: one XMLHttpRequest sender for every upload form', () => {
  it('a chat file goes to /files/upload with the chat token, its bytes heard as they go', async () => {
    const heard: UploadProgress[] = [];
    const clip = fileOf('clip.mp4', 'video/mp4', 4000);
    const done = uploads.chatFile({ file: clip, id: 'seed-file-1' }, new AbortController().signal, (progress) => heard.push(progress));
    expect(request()).toMatchObject({ method: 'POST', url: Endpoints.uploadChatFile.path });
    expect(request().headers.authorization).toBe('Bearer chat-token');
    expect(request().body!.get('id')).toBe('seed-file-1');
    expect((request().body!.get('file') as File).name).toBe('clip.mp4');
    request().upload.onprogress!({ loaded: 1000, total: 4200, lengthComputable: true });
    request().upload.onprogress!({ loaded: 2000, total: 0, lengthComputable: false });
    expect(heard).toEqual([
      { sent: 1000, total: 4200 },
      { sent: 2000, total: 4000 },
    ]);
    request().answer(200, { success: 1, message: '', data: { key: 'chat/files/clip.mp4' } });
    await expect(done).resolves.toEqual({ key: 'chat/files/clip.mp4' });
  });

  it('an abort stops the request and rejects as cancelled, not as a failure', async () => {
    const controller = new AbortController();
    const done = uploads.chatFile({ file: fileOf('a.jpg', 'image/jpeg'), id: 'x' }, controller.signal);
    controller.abort();
    expect(request().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('package media goes with its thumbnail and the auth token; a refusal rejects as a GatewayError with the server’s words', async () => {
    const heard: UploadProgress[] = [];
    const input = {
      packageId: '7',
      kind: 'VIDEO' as const,
      file: fileOf('walk.mp4', 'video/mp4', 3000),
      thumb: fileOf('thumb.png', 'image/png', 1000),
    };
    const refused = uploads.packageMedia(input, undefined, (progress) => heard.push(progress));
    expect(request()).toMatchObject({ method: 'POST', url: Endpoints.addPackageMedia.path });
    expect(request().headers.authorization).toBe('Bearer auth-token');
    expect([...request().body!.keys()]).toEqual(['media_package_id', 'media_content_type', 'media_content_file', 'media_content_thumb']);
    request().upload.onprogress!({ loaded: 500, total: 0, lengthComputable: false });
    expect(heard).toEqual([{ sent: 500, total: 4000 }]);
    request().answer(403, { success: 0, message: 'please verify to add media', data: null });
    const error = await refused.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'please verify to add media' });
  });

  it('a 401 ends the session, as rest.ts does', async () => {
    const done = uploads.file({ folder: 'post/images/', file: fileOf('a.png', 'image/png') });
    expect(request().url).toBe(Endpoints.upload.path);
    expect(request().body!.get('path')).toBe('post/images/');
    request().answer(401, { success: 0, message: 'Unauthorized', data: null });
    await expect(done).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(sender.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
