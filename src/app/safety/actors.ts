import { fromPromise } from 'xstate';
import { safetyMachine } from '../../machines/safety.machine';
import { reasonOfCode, runOperation, type Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

// Reporting and blocking provided with their calls: this module and the machine load with the first menu choice (./area.ts declares the actor on demand).

/** What the safety actions need of the outside world: the gateway's report and block operations. */
export interface SafetyServices {
  gateway: Gateway;
}

export const safetyLogic = ({ gateway }: SafetyServices) =>
  safetyMachine.provide({
    actors: {
      sendReport: fromPromise(({ input: { subject, reason, text }, signal }) =>
        subject.kind === 'post'
          ? runOperation(gateway, 'ReportPost', { postId: subject.postId, reason: reasonOfCode(reason), text }, signal).then(
              ({ reportPost: { message } }) => ({ message }),
            )
          : runOperation(gateway, 'ReportUser', { userId: subject.person.id, reason: reasonOfCode(reason), text }, signal).then(
              ({ reportUser: { message } }) => ({ message }),
            ),
      ),
      setBlocked: operation(
        gateway,
        'SetBlocked',
        ({ setBlocked: { message } }) => ({ message }),
        ({ userId, block }) => ({ userId, blocked: block }),
      ),
    },
  });
