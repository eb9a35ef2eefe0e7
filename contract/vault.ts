import Type, { type Static } from 'typebox';
import { MediaType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Line, Page } from './fields.ts';
import { Messages } from './messages.ts';
import { ChatUploadResponse } from './chat.ts';
import { MediaContentResponse } from './packages.ts';
import { UploadResponse } from './posts.ts';
import { CHAT_UPLOAD_ID_PATTERN, VAULT_KEY_PATTERN, VAULT_POST_PATHS } from './rules.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * The vault (issue 32): every image, video and sound a creator uploaded (for posts, chat, packages or to the vault
 * itself), in one library, reused in a new post without uploading again. Only its owner lists, reuses or deletes an
 * item; a delete hides it from the library and never takes it from a post, a message or a package that holds it.
 */

const vaultKey = () => Line({ min: 1, max: 200, pattern: VAULT_KEY_PATTERN, messages: { default: Messages.vaultItemNotFound } });
const mediaTypeCode = () => Type.Union([Type.Literal(MediaType.image), Type.Literal(MediaType.audio), Type.Literal(MediaType.video)]);

// ---- POST /api/vault {page, media_type?}: pages of VAULT_PAGE_SIZE from 1, newest first; one kind when asked.
export const VaultListBody = Type.Object({ page: Page(), media_type: Type.Optional(mediaTypeCode()) });
export type VaultListBody = Static<typeof VaultListBody>;

/** One item of the owner's vault. */
export const VaultItem = Type.Object({
  key: Type.String(),
  media_type: mediaTypeCode(),
  mime: Type.String(),
  /** A signed URL of the file, for its owner. */
  url: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  size: Type.Integer(),
  created_at: Type.String(),
});
export type VaultItem = Static<typeof VaultItem>;
export const VaultListResponse = Envelope(Type.Array(VaultItem));

// ---- POST /api/vault/delete {key}
export const VaultKeyBody = Type.Object({ key: vaultKey() });
export type VaultKeyBody = Static<typeof VaultKeyBody>;
export const VaultDeleteResponse = Envelope(Type.Object({ key: Type.String() }));

// ---- POST /api/vault/use {key, path}: the item made a new upload of a post's path, answered as /api/upload answers.
export const VaultUseBody = Type.Object({
  key: vaultKey(),
  path: Type.Union([Type.Literal(VAULT_POST_PATHS.image), Type.Literal(VAULT_POST_PATHS.video), Type.Literal(VAULT_POST_PATHS.audio)]),
});
export type VaultUseBody = Static<typeof VaultUseBody>;

// ---- POST /api/vault/use-in-package {key, package_id}: the item added to one of my packages as its own package file,
// answered as /api/media/content-create answers.
export const VaultPackageBody = Type.Object({ key: vaultKey(), package_id: Id() });
export type VaultPackageBody = Static<typeof VaultPackageBody>;

// ---- POST /api/vault/use-in-chat {key, id}: the item made my unattached chat file `id` (the sender's own id for it,
// as /files/upload takes), answered as /files/upload answers; its key goes in a message as any upload's does.
export const VaultChatBody = Type.Object({
  key: vaultKey(),
  id: Line({ min: 1, max: 64, pattern: CHAT_UPLOAD_ID_PATTERN }),
});
export type VaultChatBody = Static<typeof VaultChatBody>;

export const VaultEndpoints = {
  vault: {
    method: 'POST',
    path: '/api/vault',
    caller: 'signedIn',
    area: 'Uploads',
    summary: "The viewer's vault: their uploaded images, videos and sounds, newest first, one kind when asked",
    body: VaultListBody,
    response: VaultListResponse,
  },
  useVaultItem: {
    method: 'POST',
    path: '/api/vault/use',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Use one of my vault items in a new post without uploading it again',
    description:
      'Answers as /api/upload does: the key post/create takes. The post gets a file of its own, so the vault item and the post never share an access rule.',
    body: VaultUseBody,
    response: UploadResponse,
  },
  useVaultItemInPackage: {
    method: 'POST',
    path: '/api/vault/use-in-package',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Add one of my vault items to one of my packages without uploading it again',
    description:
      'Answers as /api/media/content-create does. The package gets a file of its own, signed-only as package media are; the vault item keeps its own rule.',
    body: VaultPackageBody,
    response: MediaContentResponse,
  },
  useVaultItemInChat: {
    method: 'POST',
    path: '/api/vault/use-in-chat',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Make one of my vault photos or videos a chat file, without uploading it again',
    description:
      'Answers as /files/upload does: the key a chat message names. Chat carries JPEG and PNG images and MP4 video: another image format is converted to JPEG, audio is refused.',
    body: VaultChatBody,
    response: ChatUploadResponse,
  },
  deleteVaultItem: {
    method: 'POST',
    path: '/api/vault/delete',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Remove an item from my vault',
    description: 'Hides it from the vault only: posts, messages and packages that hold it keep it, and their buyers with them.',
    body: VaultKeyBody,
    response: VaultDeleteResponse,
  },
} as const satisfies Record<string, Endpoint>;
