import type { VaultItem, VaultKind } from './vault.machine';

/**
 * A vault item chosen where a file is (the composer, the package form, the chat attachment): a File with no bytes of
 * its own that names the item, so every rule and preview of a chosen file applies to it. Its "upload" is the server's
 * copy of the item (/api/vault/use, use-in-package, use-in-chat): nothing goes up again. See decision 0050.
 */
export class VaultFile extends File {
  readonly vault: VaultItem;

  constructor(item: VaultItem) {
    super([], item.key.slice(item.key.lastIndexOf('/') + 1), { type: item.mime });
    this.vault = item;
    // The item's own size: what the rules of the slot it goes in check.
    Object.defineProperty(this, 'size', { value: item.size });
  }
}

/** The vault item a chosen file names, if it is one. */
export const vaultItemOf = (file: unknown): VaultItem | undefined => (file instanceof VaultFile ? file.vault : undefined);

/** The upload kind of a vault kind, as the composers' slots name them. */
export const uploadKindOf = (kind: VaultKind) => (kind === 'IMAGE' ? 'image' : kind === 'VIDEO' ? 'video' : 'audio');
