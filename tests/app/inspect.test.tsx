import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { AppProvider } from '../../src/app/root/hooks';
import { inspectRequested } from '../../src/app/root/inspect';
import { createApp } from '../../src/app/root/app';
import { useChangePassword } from '../../src/app/settings';
import { OnDemand } from '../../src/app/root/area';
import { fakeServices } from './fakeApp';

describe('?inspect: Stately inspector on the running app', () => {
  it('is asked for by `inspect` in the URL, with or without a value, among other parameters', () => {
    expect(inspectRequested('?inspect')).toBe(true);
    expect(inspectRequested('?inspect=1')).toBe(true);
    expect(inspectRequested('?tab=posts&inspect')).toBe(true);
    expect(inspectRequested('')).toBe(false);
    expect(inspectRequested('?tab=posts')).toBe(false);
    expect(inspectRequested('?inspector')).toBe(false);
  });

  it('watches the app root and the screens the views start, each its own system', async () => {
    const app = createApp(fakeServices().services);
    // The screen's code in first, so the server render starts it instead of waiting for it.
    const screen = app.screens.changePassword as unknown as OnDemand;
    expect(screen).toBeInstanceOf(OnDemand);
    await screen.load();
    const seen: InspectionEvent[] = [];
    function ChangePassword() {
      useChangePassword();
      return null;
    }
    renderToStaticMarkup(
      <AppProvider app={app} inspect={(event) => seen.push(event)}>
        <ChangePassword />
      </AppProvider>,
    );
    const started = seen
      .filter((event) => event.type === '@xstate.actor')
      .map((event) => (event.actorRef as unknown as { logic: AnyStateMachine }).logic.id);
    expect(started).toEqual(expect.arrayContaining(['app', 'changePassword']));
  });
});
