import { useSelector } from '@xstate/react';
import type { SafetyContext, SafetyEvent } from '../../machines/safety.machine';
import { useDelivery, useStartedSystemActor } from '../root/hooks';

export type { ReportSubject, SafetyPerson, SafetyEvent, ReportReasonCode } from '../../machines/safety.machine';

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
