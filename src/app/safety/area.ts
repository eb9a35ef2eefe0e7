import { fromPromise } from 'xstate';
import type { PostsApi } from '../../services/posts';
import type { SettingsApi } from '../../services/settings';
import { longLivedOnDemand, type Area } from '../root/area';

// Pressed by the person rather than drawn: the report dialog and the block confirmation load with the first menu choice.
const safetyCode = () => import('../../machines/safety.machine');

/** What the safety actions need of the outside world: the report and block calls. */
export interface SafetyServices {
  posts: Pick<PostsApi, 'reportPost'>;
  settingsApi: Pick<SettingsApi, 'reportUser' | 'setBlocked'>;
}

/** Safety (issue 28): reporting posts and people with a reason, and blocking from a profile or a chat thread. */
export function safety({ posts, settingsApi }: SafetyServices) {
  return {
    actors: {
      safety: longLivedOnDemand(async () =>
        (await safetyCode()).safetyMachine.provide({
          actors: {
            sendReport: fromPromise(({ input: { subject, reason, text }, signal }) =>
              subject.kind === 'post'
                ? posts.reportPost(subject.postId, reason, text, signal)
                : settingsApi.reportUser(subject.person.id, reason, text, signal),
            ),
            setBlocked: fromPromise(({ input, signal }) => settingsApi.setBlocked(input.userId, input.block, signal)),
          },
        }),
      ),
    },
    screens: {},
  } satisfies Area;
}
