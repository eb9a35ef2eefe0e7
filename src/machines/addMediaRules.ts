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
