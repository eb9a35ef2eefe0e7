import type { AnyEventObject } from 'xstate';
import { packageViewerMachine } from '../../../src/machines/packageViewer.machine';
import * as fx from '../packages.fixtures';
import { answers, labelled } from './model';

/** The events of the package machines' models (their tests and the reachability check share them). */

export const packageViewerEvents: AnyEventObject[] = [
  labelled('viewer.tab VIDEO', { type: 'viewer.tab', tab: 'VIDEO' }),
  labelled('viewer.tab AUDIO', { type: 'viewer.tab', tab: 'AUDIO' }),
  labelled('viewer.retry', { type: 'viewer.retry' }),
  ...answers(packageViewerMachine, 'packageViewer.loading', 'loadView', { done: { full: fx.fullView, empty: fx.emptyView }, error: { locked: fx.locked } }),
];
export const packageViewerInput = { packageId: '7', viewerId: '5' };
