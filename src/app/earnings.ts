import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { dayOf } from '../../contract/rules';
import type { earningsMachine } from '../machines/earnings.machine';
import { saveTextFile } from '../services/download';
import type { Gateway } from '../services/gatewayError';
import { onDemand, operation, type Area } from './root/area';
import { useScreenActor } from './root/hooks';

/** What the earnings screen needs of the outside world. */
export interface EarningsServices {
  gateway: Gateway;
}

/** A creator's earnings (issue 32): the dashboard and the monthly statement; the machine loads with the screen. */
export function earnings({ gateway }: EarningsServices) {
  return {
    actors: {},
    screens: {
      earnings: onDemand(async () =>
        (await import('../machines/earnings.machine')).earningsMachine.provide({
          actors: {
            loadEarnings: operation(gateway, 'Earnings', (answer) => answer.earnings),
            loadStatement: operation(gateway, 'EarningsStatement', (answer) => ({
              filename: answer.earningsStatement.filename,
              csv: answer.earningsStatement.csv,
            })),
          },
          actions: {
            saveStatement: (_, file) => saveTextFile(file.filename, file.csv),
          },
        }),
      ),
    },
  } satisfies Area;
}

export type { EarningsFigures, EarningsPeriod, EarningsSource, EarningsView, SourceEarnings } from '../machines/earnings.machine';
export type EarningsActor = ActorRefFrom<typeof earningsMachine>;
/** The screen's actor, its ranges ending on the day (UTC) the screen opened. */
export function useEarnings() {
  const [today] = useState(() => dayOf(Date.now()));
  return useScreenActor('earnings', { today });
}
