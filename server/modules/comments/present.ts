import type { CommentResponse } from '../../../contract/posts.ts';
import type { CommentRow, UserRow } from '../../db/schema.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { presentWriter } from '../posts/present.ts';

export type Reply = CommentResponse['data']['comment'];

/** A comment or reply; `liked` is whether the viewer likes it. */
export function presentReply(row: CommentRow, author: UserRow, mediaUrls: MediaUrls, liked = false): Reply {
  return {
    id: row.id,
    post_id: row.postId,
    user_id: row.userId,
    user_details: presentWriter(author, mediaUrls),
    comment: row.comment,
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    like_counter: row.likeCounter,
    is_like: liked ? 1 : 0,
  };
}
