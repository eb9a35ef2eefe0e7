import { fromPromise } from 'xstate';
import { safetyMachine } from '../../machines/safety.machine';
import type { PostsApi } from '../../services/posts';
import type { SettingsApi } from '../../services/settings';

// Reporting and blocking provided with their calls: this module and the machine load with the first menu choice (./area.ts declares the actor on demand).

/** What the safety actions need of the outside world: the report and block calls. */
export interface SafetyServices {
  posts: Pick<PostsApi, 'reportPost'>;
  settingsApi: Pick<SettingsApi, 'reportUser' | 'setBlocked'>;
}

export const safetyLogic = ({ posts, settingsApi }: SafetyServices) =>
  safetyMachine.provide({
    actors: {
      sendReport: fromPromise(({ input: { subject, reason, text }, signal }) =>
        subject.kind === 'post'
          ? posts.reportPost(subject.postId, reason, text, signal)
          : settingsApi.reportUser(subject.person.id, reason, text, signal),
      ),
      setBlocked: fromPromise(({ input, signal }) => settingsApi.setBlocked(input.userId, input.block, signal)),
    },
  });
