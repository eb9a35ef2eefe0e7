import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Chart, ChartState, ChartTransition } from './statechart';

// A monospace font has one advance for every character, so text is measured without a browser and the
// layout is the same on every machine.
const FONT_SIZE = 12;
const CHAR_WIDTH = FONT_SIZE * 0.6;
const LINE_HEIGHT = 16;
const PAD = 10;
const MARGIN = 16;
const INITIAL_DOT = 10;
/** Longer detail lines wrap after a comma, so one long list of actions does not widen the whole chart. */
const WRAP_AT = 52;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const initialDotId = (stateId: string) => `${stateId}#initial`;

/** Lays a chart out with ELK (layered, nested states as nested graphs) and draws it as a standalone SVG. */
export async function drawChart(chart: Chart, caption: string): Promise<string> {
  const states = new Map<string, ChartState>();
  const parents = new Map<string, string>();
  const index = (state: ChartState, parent?: string) => {
    states.set(state.id, state);
    if (parent) parents.set(state.id, parent);
    for (const child of state.children) index(child, state.id);
  };
  index(chart.root);

  // Transitions between the same two states share one arrow, one label line each.
  const arrows = new Map<string, ChartTransition[]>();
  for (const transition of chart.transitions) {
    const key = `${transition.source} -> ${transition.target}`;
    arrows.set(key, [...(arrows.get(key) ?? []), transition]);
  }
  const edges: { edge: ElkExtendedEdge; container: string }[] = [];
  [...arrows.values()].forEach((group, i) => {
    const { source, target } = group[0]!;
    edges.push({
      edge: transitionEdge(
        `t${i}`,
        source,
        target,
        group.map((transition) => transition.label),
      ),
      container: containerOf(source, target, parents),
    });
  });
  for (const state of states.values()) {
    if (!state.initial) continue;
    const edge = { id: `${state.id}#start`, sources: [initialDotId(state.id)], targets: [state.initial] };
    edges.push({ edge, container: state.id });
  }

  const root: ElkNode = {
    id: '#graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': `[top=${MARGIN + LINE_HEIGHT + 4},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '12',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: [stateNode(chart.root)],
    edges: [],
  };
  const elkNodes = new Map<string, ElkNode>();
  const collect = (node: ElkNode) => {
    elkNodes.set(node.id, node);
    for (const child of node.children ?? []) collect(child);
  };
  collect(root);
  for (const { edge, container } of edges) elkNodes.get(container)?.edges?.push(edge);

  const laidOut = await new ELK().layout(root);
  return svgOf(laidOut, states, caption);
}

/** The header of a state box: its name, then what runs inside it. */
function headerLines(state: ChartState): string[] {
  return [state.name, ...state.details.flatMap(wrap)];
}

function wrap(line: string): string[] {
  if (line.length <= WRAP_AT) return [line];
  const lines: string[] = [];
  let current = '';
  for (const part of line.split(/(?<=, )/)) {
    if (current && (current + part).length > WRAP_AT) {
      lines.push(current.trimEnd());
      current = `    ${part}`;
    } else current += part;
  }
  if (current) lines.push(current.trimEnd());
  return lines;
}

function stateNode(state: ChartState): ElkNode {
  const lines = headerLines(state);
  const width = Math.max(...lines.map(textWidth)) + 2 * PAD;
  const headerHeight = lines.length * LINE_HEIGHT + PAD;
  if (!state.children.length) return { id: state.id, width: Math.max(width, 60), height: headerHeight + PAD, edges: [] };
  const children = state.children.map(stateNode);
  if (state.initial) children.unshift({ id: initialDotId(state.id), width: INITIAL_DOT, height: INITIAL_DOT, edges: [] });
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${headerHeight + 8},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${headerHeight + 2 * PAD})`,
      // Regions of a parallel state side by side, each laid out top-down.
      ...(state.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children,
    edges: [],
  };
}

function transitionEdge(id: string, source: string, target: string, lines: string[]): ElkExtendedEdge {
  return {
    id,
    sources: [source],
    targets: [target],
    // At the tail, a label reads as "from this state, on this event".
    labels: [
      {
        text: lines.join('\n'),
        width: Math.max(...lines.map(textWidth)) + 6,
        height: lines.length * LINE_HEIGHT,
        layoutOptions: { 'elk.edgeLabels.placement': 'TAIL' },
      },
    ],
  };
}

/** ELK's containment rule: an edge lives in the lowest state that holds both ends (or in its source when that holds the target). */
function containerOf(source: string, target: string, parents: Map<string, string>): string {
  const ancestors = (id: string) => {
    const chain = [id];
    for (let parent = parents.get(id); parent; parent = parents.get(parent)) chain.push(parent);
    return chain;
  };
  if (source === target) return parents.get(source) ?? '#graph';
  const targetChain = ancestors(target);
  if (targetChain.includes(source)) return source;
  const sourceChain = ancestors(source);
  if (sourceChain.includes(target)) return target;
  return sourceChain.find((id) => targetChain.includes(id)) ?? '#graph';
}

const num = (value: number | undefined) => String(Math.round((value ?? 0) * 10) / 10);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svgOf(graph: ElkNode, states: Map<string, ChartState>, caption: string): string {
  const boxes: string[] = [];
  const arrows: string[] = [];
  const labels: string[] = [];

  const drawNode = (node: ElkNode, depth: number) => {
    const { x = 0, y = 0, width = 0, height = 0 } = node;
    const state = states.get(node.id);
    if (!state) {
      // The initial pseudo-state: a filled dot.
      boxes.push(`<circle class="initial" cx="${num(x + width / 2)}" cy="${num(y + height / 2)}" r="${num(width / 2)}"/>`);
      return;
    }
    const classes = ['state', state.kind, state.region ? 'region' : '', depth % 2 ? 'odd' : 'even'].filter(Boolean).join(' ');
    boxes.push(`<g class="${classes}">`);
    boxes.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="6"/>`);
    if (state.kind === 'final')
      boxes.push(`<rect class="inner" x="${num(x + 3)}" y="${num(y + 3)}" width="${num(width - 6)}" height="${num(height - 6)}" rx="4"/>`);
    headerLines(state).forEach((line, i) => {
      const baseline = y + PAD + i * LINE_HEIGHT + FONT_SIZE - 1;
      boxes.push(`<text class="${i ? 'detail' : 'name'}" x="${num(x + PAD)}" y="${num(baseline)}">${escape(line)}</text>`);
    });
    boxes.push('</g>');
    for (const child of node.children ?? []) drawNode(child, depth + 1);
  };

  const drawEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const isStart = edge.id.endsWith('#start');
      for (const section of edge.sections ?? []) {
        const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
        const d = points.map((point, i) => `${i ? 'L' : 'M'}${num(point.x)} ${num(point.y)}`).join(' ');
        arrows.push(`<path class="${isStart ? 'arrow start' : 'arrow'}" d="${d}" marker-end="url(#head)"/>`);
      }
      for (const label of edge.labels ?? []) {
        const { x = 0, y = 0, width = 0, height = 0 } = label;
        labels.push(`<rect class="label" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="3"/>`);
        (label.text ?? '').split('\n').forEach((line, i) => {
          labels.push(`<text class="event" x="${num(x + 3)}" y="${num(y + i * LINE_HEIGHT + FONT_SIZE)}">${escape(line)}</text>`);
        });
      }
    }
    for (const child of node.children ?? []) drawEdges(child);
  };

  for (const child of graph.children ?? []) drawNode(child, 0);
  drawEdges(graph);

  // A small machine may be narrower than its caption line.
  const width = num(Math.max(graph.width ?? 0, textWidth(caption) + 2 * MARGIN));
  const height = num(graph.height);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}">`,
    `<style>${STYLE}</style>`,
    '<defs><marker id="head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#475569"/></marker></defs>',
    `<rect class="page" width="${width}" height="${height}"/>`,
    `<text class="caption" x="${MARGIN}" y="${MARGIN + FONT_SIZE - 2}">${escape(caption)}</text>`,
    ...boxes,
    ...arrows,
    ...labels,
    '</svg>',
    '',
  ].join('\n');
}

const FONT_FAMILY = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

const STYLE = [
  '.page { fill: #ffffff; }',
  '.caption { fill: #64748b; }',
  '.state > rect { stroke: #334155; stroke-width: 1.2; }',
  '.state.even > rect { fill: #f8fafc; }',
  '.state.odd > rect { fill: #eef2f7; }',
  '.state.atomic > rect, .state.final > rect { fill: #ffffff; }',
  '.state.region > rect { stroke-dasharray: 5 4; }',
  '.state.final > rect.inner { fill: none; }',
  '.name { font-weight: 700; fill: #0f172a; }',
  '.detail { fill: #475569; }',
  '.initial { fill: #334155; }',
  '.arrow { fill: none; stroke: #475569; stroke-width: 1.2; }',
  '.label { fill: #ffffff; fill-opacity: 0.92; stroke: #cbd5e1; stroke-width: 0.6; }',
  '.event { fill: #1d4ed8; }',
].join(' ');
