import type { MediaContent, PackageView } from '../../src/machines/mediaPackage';

export { offline } from './fixtures';

export const content = (id: string, kind: MediaContent['kind']): MediaContent => ({
  id,
  packageId: '7',
  kind,
  url: `/media/package/media/${id}.bin?exp=1&sig=s`,
  thumbnailUrl: `/media/package/thumbs/${id}.jpg?exp=1&sig=s`,
});

export const owner = { id: '3', firstName: 'Mia', lastName: 'Stone', username: 'mia', profilePhoto: null, isVerified: true };

export const fullView: PackageView = {
  packageId: '7',
  name: 'Beach days',
  price: 300,
  owner,
  images: [content('1', 'IMAGE'), content('2', 'IMAGE')],
  audio: [],
  videos: [content('3', 'VIDEO')],
};
export const emptyView: PackageView = { ...fullView, images: [], videos: [] };
export const locked = { message: 'Unlock this package to open it', status: 403 };
