import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { onDemand } from '../../src/views/ui/onDemand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A component loaded through `onDemand`, counting how often its code was asked for. */
function counted() {
  const loads: string[] = [];
  const Loaded = onDemand(
    async () => {
      loads.push('greeting');
      return Greeting;
    },
    <span role="status">Loading...</span>,
  );
  return { Loaded, loads };
}

/** The markup once every boundary has its content (Suspense marks each boundary with a comment). */
async function html(node: ReactNode) {
  const { prelude } = await prerender(<main>{node}</main>);
  return new Response(prelude).text();
}

describe('a component loaded on demand', () => {
  it('asks for its code only when it first renders, once, and then draws it with its props', async () => {
    const { Loaded, loads } = counted();
    expect(loads).toEqual([]);
    expect(await html(<Loaded name="Ada" />)).toBe('<main><!--$--><p>Hello <!-- -->Ada</p><!--/$--></main>');
    expect(await html(<Loaded name="Grace" />)).toBe('<main><!--$--><p>Hello <!-- -->Grace</p><!--/$--></main>');
    expect(loads).toEqual(['greeting']);
  });

  it('shows its fallback in its own boundary while the code loads, leaving the screen around it drawn', () => {
    const { Loaded } = counted();
    expect(
      renderToStaticMarkup(
        <main>
          <h1>Home</h1>
          <Loaded name="Ada" />
        </main>,
      ),
    ).toBe('<main><h1>Home</h1><span role="status">Loading...</span></main>');
  });
});
