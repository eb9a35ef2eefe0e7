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
}

export interface MediaPackageDetail extends MediaPackage {
  media: MediaContent[];
}

export interface PackageOwner {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  isVerified: boolean;
}

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
export interface Follower {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
}
