import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, not, setup, spawnChild } from 'xstate';
import { definitionOf } from './support/flows/definition';
import { drawChart } from './support/flows/diagram';
import { flows, flowsDir, renderFlows } from './support/flows/flows';
import { unnamedParts } from './support/flows/purity';
import { chartOf } from './support/flows/statechart';

const sample = setup({
  actors: { fetchThing: fromPromise(async () => 1) },
  actions: { remember: () => {}, forget: () => {} },
  guards: { isReady: () => true, isKind: (_, _params: { kind: string }) => true },
}).createMachine({
  id: 'sample',
  entry: spawnChild('fetchThing'),
  initial: 'idle',
  states: {
    idle: { on: { 'thing.start': 'working', 'thing.note': { guard: { type: 'isKind', params: { kind: 'memo' } }, actions: 'remember' } } },
    working: {
      type: 'parallel',
      exit: 'forget',
      states: {
        fetch: {
          initial: 'fetching',
          states: {
            fetching: { invoke: { src: 'fetchThing', onDone: 'fetched', onError: '#sample.idle' } },
            fetched: { type: 'final' },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: { after: { 300: 'late' } },
            late: { on: { 'thing.stop': '#sample.done' }, always: { guard: not('isReady'), target: '#sample.done' } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('a machine read as a statechart', () => {
  it('has its states nested, the parallel regions, finals, initial states and what runs inside each', () => {
    const { root, transitions } = chartOf(sample);
    const brief = (state: typeof root): unknown => ({
      id: state.id,
      kind: state.kind,
      region: state.region,
      initial: state.initial,
      details: state.details,
      children: state.children.map(brief),
    });
    expect(brief(root)).toEqual({
      id: 'sample',
      kind: 'compound',
      region: false,
      initial: 'sample.idle',
      details: ['entry / spawnChild(fetchThing)'],
      children: [
        {
          id: 'sample.idle',
          kind: 'atomic',
          region: false,
          initial: undefined,
          details: ['thing.note [isKind(memo)] / remember'],
          children: [],
        },
        {
          id: 'sample.working',
          kind: 'parallel',
          region: false,
          initial: undefined,
          details: ['exit / forget'],
          children: [
            {
              id: 'sample.working.fetch',
              kind: 'compound',
              region: true,
              initial: 'sample.working.fetch.fetching',
              details: [],
              children: [
                {
                  id: 'sample.working.fetch.fetching',
                  kind: 'atomic',
                  region: false,
                  initial: undefined,
                  details: ['invoke fetchThing'],
                  children: [],
                },
                { id: 'sample.working.fetch.fetched', kind: 'final', region: false, initial: undefined, details: [], children: [] },
              ],
            },
            {
              id: 'sample.working.clock',
              kind: 'compound',
              region: true,
              initial: 'sample.working.clock.ticking',
              details: [],
              children: [
                { id: 'sample.working.clock.ticking', kind: 'atomic', region: false, initial: undefined, details: [], children: [] },
                { id: 'sample.working.clock.late', kind: 'atomic', region: false, initial: undefined, details: [], children: [] },
              ],
            },
          ],
        },
        { id: 'sample.done', kind: 'final', region: false, initial: undefined, details: [], children: [] },
      ],
    });
    expect(transitions).toEqual([
      { source: 'sample.idle', target: 'sample.working', label: 'thing.start' },
      { source: 'sample.working.fetch.fetching', target: 'sample.working.fetch.fetched', label: 'done: fetchThing' },
      { source: 'sample.working.fetch.fetching', target: 'sample.idle', label: 'error: fetchThing' },
      { source: 'sample.working.clock.ticking', target: 'sample.working.clock.late', label: 'after 300ms' },
      { source: 'sample.working.clock.late', target: 'sample.done', label: 'thing.stop' },
      { source: 'sample.working.clock.late', target: 'sample.done', label: 'always [not(isReady)]' },
    ]);
  });

  it('draws a box per state and an arrow per transition, two transitions between the same states on one arrow', async () => {
    const svg = await drawChart(chartOf(sample), 'sample');
    expect(svg.match(/<g class="state /g)).toHaveLength(10);
    expect(svg.match(/class="state final/g)).toHaveLength(2);
    expect(svg.match(/class="state compound region/g)).toHaveLength(2);
    expect(svg.match(/<circle class="initial"/g)).toHaveLength(3);
    expect(svg.match(/<path class="arrow"/g)).toHaveLength(5);
    expect(svg).toMatch(/>thing\.stop<\/text>\n<text class="event" [^>]+>always \[not\(isReady\)\]</);
    for (const text of [
      'thing.start',
      'done: fetchThing',
      'after 300ms',
      'always [not(isReady)]',
      'thing.note [isKind(memo)] / remember',
      'invoke fetchThing',
    ]) {
      expect(svg).toContain(`>${text}<`);
    }
  });
});

describe('a machine as data', () => {
  it('opens from its definition with the same states, transitions, guards, actions and actors', () => {
    const definition = definitionOf(sample);
    expect(definition).toMatchObject({
      id: 'sample',
      initial: 'idle',
      entry: [{ type: 'xstate.spawnChild', params: { src: 'fetchThing' } }],
      states: {
        idle: {
          on: {
            'thing.start': { target: '#sample.working' },
            'thing.note': { guard: { type: 'isKind', params: { kind: 'memo' } }, actions: ['remember'] },
          },
        },
        working: {
          type: 'parallel',
          exit: ['forget'],
          states: {
            fetch: { states: { fetching: { invoke: [{ src: 'fetchThing', onDone: { target: '#sample.working.fetch.fetched' } }] } } },
            clock: {
              states: {
                ticking: { after: { 300: { target: '#sample.working.clock.late' } } },
                late: { always: { guard: 'not(isReady)', target: '#sample.done' } },
              },
            },
          },
        },
        done: { type: 'final' },
      },
    });
    const opened = createMachine(JSON.parse(JSON.stringify(definition)));
    expect(chartOf(opened)).toEqual(chartOf(sample));
  });

  it('names every action, guard and actor a machine uses in its setup', () => {
    const inline = createMachine(
      {
        id: 'inline',
        initial: 'idle',
        entry: assign({}),
        states: {
          idle: {
            invoke: { src: fromPromise(async () => 2) },
            on: { go: { guard: not(() => true), actions: ['forget'], target: 'busy' } },
          },
          busy: { invoke: { src: 'fetchThing' }, always: { guard: 'isReady', target: 'idle' } },
        },
      },
      { actors: { fetchThing: fromPromise(async () => 1) }, guards: { isReady: () => true } },
    );
    expect(unnamedParts(inline)).toEqual([
      'inline entry: an inline action (assign)',
      'inline.idle on go: action forget, not in setup',
      'inline.idle on go: an inline guard',
      'inline.idle: invokes an inline actor, not in setup',
    ]);
    expect(unnamedParts(sample)).toEqual([]);
  });
});

describe('the machines of src/machines', () => {
  it('are pure data: their actions, guards and actors are named in setup', async () => {
    const unnamed = (await flows()).flatMap((flow) => unnamedParts(flow.machine).map((part) => `${flow.source}: ${part}`));
    expect(unnamed).toEqual([]);
  });

  it('each open in the Stately visualizer: a machine opened from its definition in docs/flows is the machine', async () => {
    for (const flow of await flows()) {
      const definition: unknown = JSON.parse(await readFile(path.join(flowsDir, `${flow.name}.json`), 'utf8'));
      const opened = createMachine(definition as Parameters<typeof createMachine>[0]);
      expect(chartOf(opened), `docs/flows/${flow.name}.json`).toEqual(chartOf(flow.machine));
    }
  });
});

describe('flow diagrams and definitions in docs/flows', () => {
  it('match what the machines of src/machines draw and define (run `npm run flows` if not)', async () => {
    const expected = await renderFlows();
    expect((await readdir(flowsDir)).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      expect(await readFile(path.join(flowsDir, name), 'utf8'), `docs/flows/${name}`).toBe(content);
    }
  });
});
