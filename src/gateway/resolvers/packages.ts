import { ChatMessageKind, MediaType, type MediaTypeCode } from '../../../contract/codes';
import { Messages } from '../../../contract/messages';
import type { MediaContent as RestContent, MediaPackage as RestPackage } from '../../../contract/packages';
import { Endpoints } from '../generated/endpoints';
import type { MediaContent, MediaKind, MediaPackage, Resolvers } from '../generated/resolvers';
import { toWriter } from './posts';
import { idOf, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment MediaPackageFields on MediaPackage {
    id
    name
    price
    mediaCount
  }

  fragment MediaContentFields on MediaContent {
    id
    packageId
    kind
    url
    thumbnailUrl
    hlsUrl
  }

  query MyMediaPackages {
    myMediaPackages {
      ...MediaPackageFields
    }
  }

  query MediaPackage($id: ID!) {
    mediaPackage(id: $id) {
      id
      name
      price
      mediaCount
      media {
        ...MediaContentFields
      }
    }
  }

  query PackageView($packageId: ID!) {
    packageView(packageId: $packageId) {
      packageId
      name
      price
      owner {
        id
        firstName
        lastName
        username
        profilePhoto
        isVerified
      }
      images {
        ...MediaContentFields
      }
      audio {
        ...MediaContentFields
      }
      videos {
        ...MediaContentFields
      }
    }
  }

  mutation CreateMediaPackage($input: MediaPackageInput!) {
    createMediaPackage(input: $input) {
      message
      package {
        ...MediaPackageFields
      }
    }
  }

  mutation EditMediaPackage($id: ID!, $input: MediaPackageInput!) {
    editMediaPackage(id: $id, input: $input) {
      message
      package {
        ...MediaPackageFields
      }
    }
  }

  mutation DeleteMediaPackage($id: ID!) {
    deleteMediaPackage(id: $id) {
      message
      id
    }
  }

  mutation DeleteMediaContent($id: ID!) {
    deleteMediaContent(id: $id) {
      message
      id
    }
  }

  mutation SendPackage($packageId: ID!, $title: String!, $userIds: [ID!]!) {
    sendPackage(packageId: $packageId, title: $title, userIds: $userIds) {
      message
      sent
    }
  }
`;

export const kindByType: Record<MediaTypeCode, MediaKind> = {
  [MediaType.image]: 'IMAGE',
  [MediaType.audio]: 'AUDIO',
  [MediaType.video]: 'VIDEO',
};

const toPackage = (pkg: RestPackage): Omit<MediaPackage, '__typename'> => ({
  id: idOf(pkg.id),
  name: pkg.media_package_name,
  price: pkg.media_package_price,
  mediaCount: pkg.media_count,
});

export const toContent = (content: RestContent): MediaContent => ({
  id: idOf(content.id),
  packageId: idOf(content.media_package_id),
  kind: kindByType[content.media_content_type],
  url: content.media_content_file,
  thumbnailUrl: content.media_content_thumb,
  hlsUrl: content.media_content_hls ?? null,
});

export const packageNumber = (id: string) => restNumber(id, Messages.packageNotFound);

/** Paid media packages (spec §7 media package calls) and the chat's package offer. */
export const packagesResolvers: Resolvers = {
  Query: {
    myMediaPackages: async (_root, _args, { rest, signal }) => (await rest.call(Endpoints.myPackages, {}, { signal })).data.map(toPackage),
    mediaPackage: async (_root, { id }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.myPackage, { media_id: packageNumber(id) }, { signal });
      return { ...toPackage(data), media: data.media.map(toContent) };
    },
    packageView: async (_root, { packageId }, { rest, signal }) => {
      const { data } = await rest.call(Endpoints.packageContents, { media_package_id: packageNumber(packageId) }, { signal });
      return {
        packageId: idOf(packageId),
        name: data.media_package_name,
        price: data.media_package_price,
        owner: toWriter(data.user),
        images: data.image_data.map(toContent),
        audio: data.audio_data.map(toContent),
        videos: data.video_data.map(toContent),
      };
    },
  },
  Mutation: {
    createMediaPackage: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(
        Endpoints.createPackage,
        { media_package_name: input.name, media_package_price: input.price },
        { signal },
      );
      return { message, package: toPackage(data) };
    },
    editMediaPackage: async (_root, { id, input }, { rest, signal }) => {
      const body = { media_package_name: input.name, media_package_price: input.price, package_media_id: packageNumber(id) };
      const { message, data } = await rest.call(Endpoints.editPackage, body, { signal });
      return { message, package: toPackage(data) };
    },
    deleteMediaPackage: async (_root, { id }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.deletePackage, { package_media_id: packageNumber(id) }, { signal });
      return { message, id: idOf(data.id) };
    },
    deleteMediaContent: async (_root, { id }, { rest, signal }) => {
      const { message, data } = await rest.call(
        Endpoints.deletePackageMedia,
        { media_content_id: restNumber(id, Messages.notFound) },
        { signal },
      );
      return { message, id: idOf(data.id) };
    },
    sendPackage: async (_root, { packageId, title, userIds }, { rest, signal }) => {
      const body = {
        package_id: packageNumber(packageId),
        user_list: userIds.map((id) => restNumber(id, Messages.userNotFound)),
        package_title: title,
        message_type: ChatMessageKind.paidPackage,
      };
      const { message, data } = await rest.call(Endpoints.offerPackage, body, { signal });
      return { message: message || Messages.packageSent, sent: data.sent };
    },
  },
};
