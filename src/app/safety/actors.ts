import { fromPromise } from 'xstate';
import { safetyMachine } from '../../machines/safety.machine';
import { reasonOfCode, runOperation, type Gateway } from '../../services/gatewayError';
import type { SettingsApi } from '../../services/settings';

// Reporting and blocking provided with their calls: this module and the machine load with the first menu choice (./area.ts declares the actor on demand).

/** What the safety actions need of the outside world: the report and block calls. */
export interface SafetyServices {
  gateway: Gateway;
  settingsApi: Pick<SettingsApi, 'reportUser' | 'setBlocked'>;
}

export const safetyLogic = ({ gateway, settingsApi }: SafetyServices) =>
  safetyMachine.provide({
    actors: {
      sendReport: fromPromise(({ input: { subject, reason, text }, signal }) =>
        subject.kind === 'post'
          ? runOperation(gateway, 'ReportPost', { postId: subject.postId, reason: reasonOfCode(reason), text }, signal).then(
              ({ reportPost: { message } }) => ({ message }),
            )
          : settingsApi.reportUser(subject.person.id, reason, text, signal),
      ),
      setBlocked: fromPromise(({ input, signal }) => settingsApi.setBlocked(input.userId, input.block, signal)),
    },
  });
