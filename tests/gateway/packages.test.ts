import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { fail, gatewayOver, ok } from './fixtures';

const restContent = (id: number, type: 0 | 1 | 2) => ({
  id,
  media_content_file: `/media/package/media/${id}.bin?exp=1&sig=s`,
  media_content_thumb: `/media/package/thumbs/${id}.jpg?exp=1&sig=s`,
  media_content_type: type,
  media_package_id: 7,
});

describe('paid media package resolvers', () => {
  it('the list is a GET, read in product words', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.myPackages.path]: ok([{ id: 7, media_package_name: 'Beach', media_package_price: 300, media_count: 2 }]),
    });
    expect((await gateway.request('MyMediaPackages', {})).myMediaPackages).toEqual([{ id: '7', name: 'Beach', price: 300, mediaCount: 2 }]);
    expect(requests.map((request) => [request.method, request.url])).toEqual([['GET', Endpoints.myPackages.path]]);
  });

  it('the package view posts the id as a number and groups the files by kind with the owner', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.packageContents.path]: ok({
        image_data: [restContent(1, 0)],
        audio_data: [restContent(2, 1)],
        video_data: [],
        user: { id: 3, first_name: 'Mia', last_name: 'Stone', username: 'mia', profile_photo: null, user_verified: 1 },
        user_id: 3,
        media_package_name: 'Beach',
        media_package_price: 300,
      }),
    });
    const { packageView } = await gateway.request('PackageView', { packageId: '7' });
    expect(requests.map((request) => request.body)).toEqual([{ media_package_id: 7 }]);
    expect(packageView.owner).toEqual({
      id: '3',
      firstName: 'Mia',
      lastName: 'Stone',
      username: 'mia',
      profilePhoto: null,
      isVerified: true,
    });
    expect(packageView.images).toEqual([
      {
        id: '1',
        packageId: '7',
        kind: 'IMAGE',
        hlsUrl: null,
        url: restContent(1, 0).media_content_file,
        thumbnailUrl: restContent(1, 0).media_content_thumb,
      },
    ]);
    expect(packageView.audio.map((file) => file.kind)).toEqual(['AUDIO']);
    expect(packageView.videos).toEqual([]);
  });

  it('a package not bought passes the server\u2019s 403 on with its message; a bad id never leaves the page', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.packageContents.path]: fail(403, Messages.packageLocked) });
    const error = (await gateway.request('PackageView', { packageId: '7' }).catch((caught: unknown) => caught)) as GatewayRequestError;
    expect(error.message).toBe(Messages.packageLocked);
    const bad = (await gateway.request('PackageView', { packageId: 'abc' }).catch((caught: unknown) => caught)) as GatewayRequestError;
    expect(bad.message).toBe(Messages.packageNotFound);
    expect(requests).toHaveLength(1);
  });

  it('create and edit send the spec\u2019s fields; sending goes to the chat API with account ids', async () => {
    const saved = { id: 7, media_package_name: 'Beach', media_package_price: 300, media_count: 0 };
    const { gateway, requests } = gatewayOver({
      [Endpoints.createPackage.path]: ok(saved, Messages.packageCreated),
      [Endpoints.editPackage.path]: ok(saved, Messages.packageUpdated),
      [Endpoints.offerPackage.path]: ok({ sent: 2 }, Messages.packageSent),
    });
    expect((await gateway.request('CreateMediaPackage', { input: { name: 'Beach', price: 300 } })).createMediaPackage.message).toBe(
      Messages.packageCreated,
    );
    await gateway.request('EditMediaPackage', { id: '7', input: { name: 'Beach', price: 300 } });
    expect((await gateway.request('SendPackage', { packageId: '7', title: 'Beach', userIds: ['4', '9'] })).sendPackage).toEqual({
      message: Messages.packageSent,
      sent: 2,
    });
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      [Endpoints.createPackage.path, { media_package_name: 'Beach', media_package_price: 300 }],
      [Endpoints.editPackage.path, { media_package_name: 'Beach', media_package_price: 300, package_media_id: 7 }],
      [Endpoints.offerPackage.path, { package_id: 7, user_list: [4, 9], package_title: 'Beach', message_type: 'paidPackage' }],
    ]);
  });
});
