import { MediaType, type MediaTypeCode } from '../../../contract/codes';
import { VAULT_POST_PATHS } from '../../../contract/rules';
import type { VaultItem as RestVaultItem } from '../../../contract/vault';
import { Endpoints } from '../generated/endpoints';
import type { MediaKind, Resolvers, VaultItem } from '../generated/resolvers';
import { kindByType, packageNumber, toContent } from './packages';
import { pageOf } from './posts';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment VaultItemFields on VaultItem {
    key
    kind
    mime
    url
    width
    height
    size
    createdAt
  }

  query Vault($page: Int!, $kind: MediaKind) {
    vault(page: $page, kind: $kind) {
      ...VaultItemFields
    }
  }

  mutation UseVaultItem($key: ID!, $kind: MediaKind!) {
    useVaultItem(key: $key, kind: $kind) {
      key
      location
    }
  }

  mutation UseVaultItemInPackage($key: ID!, $packageId: ID!) {
    useVaultItemInPackage(key: $key, packageId: $packageId) {
      message
      content {
        id
        packageId
        kind
        url
        thumbnailUrl
        hlsUrl
      }
    }
  }

  mutation UseVaultItemInChat($key: ID!, $uploadId: String!) {
    useVaultItemInChat(key: $key, uploadId: $uploadId) {
      key
    }
  }

  mutation DeleteVaultItem($key: ID!) {
    deleteVaultItem(key: $key) {
      message
      key
    }
  }
`;

const typeByKind: Record<MediaKind, MediaTypeCode> = { IMAGE: MediaType.image, AUDIO: MediaType.audio, VIDEO: MediaType.video };
const postPathByKind = { IMAGE: VAULT_POST_PATHS.image, AUDIO: VAULT_POST_PATHS.audio, VIDEO: VAULT_POST_PATHS.video } as const;

const toVaultItem = (item: RestVaultItem): VaultItem => ({
  key: item.key,
  kind: kindByType[item.media_type],
  mime: item.mime,
  url: item.url,
  width: item.width,
  height: item.height,
  size: item.size,
  createdAt: item.created_at,
});

export const vaultResolvers: Resolvers = {
  Query: {
    vault: async (_root, { page, kind }, { rest, signal }) => {
      const body = { page: pageOf(page), ...(kind ? { media_type: typeByKind[kind] } : {}) };
      return (await rest.call(Endpoints.vault, body, { signal })).data.map(toVaultItem);
    },
  },
  Mutation: {
    useVaultItem: async (_root, { key, kind }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.useVaultItem, { key, path: postPathByKind[kind] }, { signal });
      return { key: data.key, location: data.location };
    },
    useVaultItemInPackage: async (_root, { key, packageId }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.useVaultItemInPackage, { key, package_id: packageNumber(packageId) }, { signal });
      return { message, content: toContent(data) };
    },
    useVaultItemInChat: async (_root, { key, uploadId }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.useVaultItemInChat, { key, id: uploadId }, { signal });
      return { key: data.key };
    },
    deleteVaultItem: async (_root, { key }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deleteVaultItem, { key }, { signal });
      return { message, key: data.key };
    },
  },
};
