import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SafetyContext, SafetyEvent } from '../machines/safety.machine';
import { reasonOfCode, runOperation, type Gateway } from '../services/gatewayError';
import { longLivedOnDemand, operation, type Area } from './root/area';
import { useDelivery, useStartedSystemActor } from './root/hooks';

/** What the safety actions need of the outside world: the gateway's report and block operations. */
export interface SafetyServices {
  gateway: Gateway;
}

/** Safety (issue 28): reporting posts and people with a reason, and blocking from a profile or a chat thread. */
export function safety({ gateway }: SafetyServices) {
  return {
    actors: {
      // Pressed by the person rather than drawn: the report dialog and the block confirmation load with the first menu choice.
      safety: longLivedOnDemand(async () =>
        (await import('../machines/safety.machine')).safetyMachine.provide({
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
        }),
      ),
    },
    screens: {},
  } satisfies Area;
}

// The hooks the report and block menus and dialogs use.

export type { ReportSubject, SafetyPerson, SafetyEvent, ReportReasonCode } from '../machines/safety.machine';

/** The menus open the report dialog and the block confirmation through this (the code loads with the first choice). */
export const useSafety = (): { send(event: SafetyEvent): void } => useDelivery('safety');

const CLOSED: SafetyContext = { report: null, block: null };
/** What the safety dialogs show now: nothing until the actor has started. */
export function useSafetyDialogs() {
  const actor = useStartedSystemActor('safety');
  const state = useSelector(actor, (snapshot) =>
    snapshot ? { context: snapshot.context, busy: snapshot.matches('sendingReport') || snapshot.matches('blocking') } : null,
  );
  return { ...(state ?? { context: CLOSED, busy: false }), send: (event: SafetyEvent) => actor?.send(event) };
}

/** Whether the safety actor runs (its dialogs are drawn only then). */
export const useSafetyStarted = () => useStartedSystemActor('safety') !== undefined;
