import { MediaType, isCodeOf } from '../../../contract/codes.ts';
import type { MediaContent, MediaPackage, MediaPackageDetail, PackageView } from '../../../contract/packages.ts';
import type { Person } from '../../../contract/user.ts';
import type { MediaContentRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import type { PackageWithCount } from './repository.ts';
import type { VideoRenditions } from '../videos/repository.ts';
import { signedVideo } from '../videos/service.ts';

export function presentPackage(row: PackageWithCount): MediaPackage {
  return { id: row.id, media_package_name: row.name, media_package_price: row.price, media_count: row.mediaCount };
}

/** A package file with signed, short-lived URLs: call it only for the owner and the buyers. */
export function presentContent(row: MediaContentRow, mediaUrls: MediaUrls, videos: Map<string, VideoRenditions> = new Map()): MediaContent {
  // A video plays as uploaded until ffmpeg made it playable everywhere (an AVI, a WMV converted to MP4) and streamable.
  const video = row.mediaType === MediaType.video ? signedVideo(mediaUrls, row.fileKey, videos.get(row.fileKey)) : null;
  const file = video ? video.url : mediaUrls.signed(row.fileKey);
  return {
    id: row.id,
    media_content_file: file,
    media_content_thumb: row.thumbKey ? mediaUrls.signed(row.thumbKey) : file,
    media_content_type: isCodeOf(MediaType, row.mediaType) ? row.mediaType : MediaType.image,
    media_package_id: row.packageId,
    ...(video ? { media_content_hls: video.hls } : {}),
  };
}

export function presentDetail(
  row: PackageWithCount,
  contents: MediaContentRow[],
  mediaUrls: MediaUrls,
  videos: Map<string, VideoRenditions>,
): MediaPackageDetail {
  return { ...presentPackage(row), media: contents.map((content) => presentContent(content, mediaUrls, videos)) };
}

/** The package view of spec §3: its files by type and its owner. */
export function presentView(
  row: PackageWithCount,
  contents: MediaContentRow[],
  owner: Person,
  mediaUrls: MediaUrls,
  videos: Map<string, VideoRenditions>,
): PackageView {
  const of = (type: number) =>
    contents.filter((content) => content.mediaType === type).map((content) => presentContent(content, mediaUrls, videos));
  return {
    image_data: of(MediaType.image),
    audio_data: of(MediaType.audio),
    video_data: of(MediaType.video),
    user: owner,
    user_id: row.ownerId,
    media_package_name: row.name,
    media_package_price: row.price,
  };
}
