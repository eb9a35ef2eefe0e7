/**
 * Prints where a V8 `.cpuprofile`'s time went, by package and by hottest function, without a browser:
 * `node --import tsx tests/bench/profile.ts bench-profiles/<file>.cpuprofile [top] [name]` (`name` breaks a frame down).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `node_modules/@scope/name/...` → `@scope/name`; our files → their top folders; node's own → `node:`. */
function ownerOf(url: string): string {
  if (!url) return '(native / V8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node: (core)';
  const ours = /\/(server|contract|tests)\/([^/]+)/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const nameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|contract|tests)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;

function summarize(file: string, top: number, under?: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    self.set(id, (self.get(id) ?? 0) + delta);
    total += delta;
  });
  const idle = [...self]
    .filter(([id]) => ['(idle)', '(program)', '(garbage collector)'].includes(byId.get(id)?.callFrame.functionName ?? ''))
    .reduce((sum, [, t]) => sum + t, 0);

  const byOwner = new Map<string, number>();
  const selfByName = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, time] of self) {
    const node = byId.get(id);
    if (!node) continue;
    byOwner.set(ownerOf(node.callFrame.url), (byOwner.get(ownerOf(node.callFrame.url)) ?? 0) + time);
    selfByName.set(nameOf(node), (selfByName.get(nameOf(node)) ?? 0) + time);
    // Each function once per stack, however deep its recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const name = nameOf(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
  }
  // Where the time of the frames named `under` went: attributed to the frame each one called.
  const callees = new Map<string, number>();
  if (under) {
    for (const [id, time] of self) {
      let child: number | undefined;
      for (let at: number | undefined = id; at !== undefined; child = at, at = parent.get(at)) {
        const frame = byId.get(at);
        if (frame && nameOf(frame).includes(under)) {
          const callee = child === undefined ? '(self)' : nameOf(byId.get(child) as ProfileNode);
          callees.set(callee, (callees.get(callee) ?? 0) + time);
          break;
        }
      }
    }
  }
  const pct = (time: number) => `${((time / total) * 100).toFixed(1)}%`;
  const table = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name: name.slice(0, 110), ms: Math.round(time / 1000), share: pct(time) }));
  console.log(`\n${file}: ${Math.round(total / 1000)} ms sampled, ${pct(idle)} idle, GC or program`);
  console.log('\nSelf time by package or folder');
  console.table(table(byOwner));
  console.log('\nSelf time by function');
  console.table(table(selfByName));
  console.log('\nInclusive time by function');
  console.table(table(inclusive));
  if (under) {
    console.log(`\nWhat ${under} spent its time in (the frames it called)`);
    console.table(table(callees));
  }
}

const [file, top, under] = process.argv.slice(2);
if (!file) throw new Error('usage: tests/bench/profile.ts <file.cpuprofile> [top] [function name to break down]');
summarize(file, Number(top ?? 30), under);
