import type { MessageKey } from '../../contract/messages';
import { KB, tooBigMessageOf, UPLOAD_EXTENSIONS, UPLOAD_PATHS } from '../../contract/rules';

/*
 * The story image rules of spec §5 as the upload modal checks them, with the words the server answers
 * (its pipeline refuses the same files: tests/api/stories.test.ts).
 */

/** A picked file: the browser's File, or any object with its facts in tests. */
export interface PickedImage {
  name: string;
  size: number;
}

export const STORY_UPLOAD_PATH = 'story/images/' as const;
/** What the file input offers. */
export const STORY_ACCEPT = UPLOAD_EXTENSIONS.image.map((ext) => `.${ext}`).join(',');

/** 'Upload only .jpeg/.jpg/.png files', then 'Please upload less the 30 MB Image File'; undefined when fine. */
export function storyImageError(file: PickedImage): MessageKey | undefined {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !UPLOAD_EXTENSIONS.image.includes(ext)) return 'imageType';
  if (file.size > UPLOAD_PATHS[STORY_UPLOAD_PATH].maxKb * KB) return tooBigMessageOf(STORY_UPLOAD_PATH);
  if (file.size === 0) return 'fileEmpty';
  return undefined;
}
