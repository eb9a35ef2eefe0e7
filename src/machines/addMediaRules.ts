import type { MessageKey } from '../../contract/messages';
import type { UploadKind } from '../../contract/rules';
import { packageFileError } from '../validation/packages';
import type { MediaKind } from './mediaPackage';

/** A chosen file: the browser's File, or any object with its facts in tests. */
export interface ChosenFile {
  name: string;
  size: number;
}

export const uploadKind: Record<MediaKind, UploadKind> = { IMAGE: 'image', AUDIO: 'audio', VIDEO: 'video' };

/** The first §5 refusal of the chosen files: the media file's, then the thumbnail's (an image). */
export function addMediaError(context: { kind: MediaKind; file: ChosenFile | null; thumb: ChosenFile | null }): MessageKey | undefined {
  return (
    packageFileError(uploadKind[context.kind], context.file) ??
    (context.kind !== 'IMAGE' && context.thumb ? packageFileError('image', context.thumb) : undefined)
  );
}

/** The files the upload sends: the media file, and a video's or audio's thumbnail (images make theirs on the server). */
export const uploadedFiles = (context: { kind: MediaKind; file: ChosenFile | null; thumb: ChosenFile | null }): ChosenFile[] =>
  [context.file, context.kind === 'IMAGE' ? null : context.thumb].filter((file): file is ChosenFile => file !== null);

/** Bytes up of the upload's files: what the server has, of their sizes together. */
export function uploadBytes(context: { kind: MediaKind; file: ChosenFile | null; thumb: ChosenFile | null; sentBytes: number }) {
  const total = uploadedFiles(context).reduce((sum, file) => sum + file.size, 0);
  return { sent: Math.min(context.sentBytes, total), total };
}
