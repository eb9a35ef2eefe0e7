import type { SubscriptionPerson } from './subscription';

/** Paid media packages as the client's machines know them (spec §3). */

/** One of the viewer's packages in their list. */
export interface MediaPackage {
  id: string;
  name: string;
  price: number;
  mediaCount: number;
}

export type MediaKind = 'IMAGE' | 'AUDIO' | 'VIDEO';

/** A package file: a signed URL and its image thumbnail. */
export interface MediaContent {
  id: string;
  packageId: string;
  kind: MediaKind;
  url: string;
  thumbnailUrl: string;
  /** Videos: the HLS master once the renditions are ready; `url` plays until then. */
  hlsUrl?: string | null;
}

export interface MediaPackageDetail extends MediaPackage {
  media: MediaContent[];
}

/** The package's owner, shown by name, photo and badge as a subscription's other side is. */
export type PackageOwner = SubscriptionPerson;

/** The package viewer's content (spec §3 Package view). */
export interface PackageView {
  packageId: string;
  name: string;
  price: number;
  owner: PackageOwner;
  images: MediaContent[];
  audio: MediaContent[];
  videos: MediaContent[];
}

/** The package viewer's tabs (spec §2): All, Image, Video, Audio. */
export type ViewerTab = 'ALL' | MediaKind;
export const VIEWER_TABS: readonly ViewerTab[] = ['ALL', 'IMAGE', 'VIDEO', 'AUDIO'];

/** The files a tab shows, images first in All. */
export function filesOf(view: PackageView, tab: ViewerTab): MediaContent[] {
  switch (tab) {
    case 'ALL':
      return [...view.images, ...view.videos, ...view.audio];
    case 'IMAGE':
      return view.images;
    case 'VIDEO':
      return view.videos;
    case 'AUDIO':
      return view.audio;
  }
}

/** A follower the send popup lists. */
export type Follower = Pick<SubscriptionPerson, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto'>;
