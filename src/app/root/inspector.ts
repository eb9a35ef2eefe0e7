import { createBrowserInspector } from '@statelyai/inspect';
import type { Inspect } from './hooks';

/** Opens Stately's inspector beside the app and hands back what watches its actors; development only (main.tsx). */
export function startInspector(): Inspect {
  return createBrowserInspector().inspect;
}
