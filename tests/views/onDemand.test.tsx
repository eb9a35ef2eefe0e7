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

  it('as a first screen’s part: its fallback without a Suspense boundary, then, its code in, the part itself, asked for once', async () => {
    const loads: string[] = [];
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Loaded = onDemand(
      () => {
        loads.push('greeting');
        return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
      },
      <span role="status">Loading...</span>,
      true,
    );
    expect(renderToStaticMarkup(<Loaded name="Ada" />)).toBe('<span role="status">Loading...</span>');
    expect(renderToStaticMarkup(<Loaded name="Ada" />)).toBe('<span role="status">Loading...</span>');
    arrive(Greeting);
    await Promise.resolve();
    expect(renderToStaticMarkup(<Loaded name="Grace" />)).toBe('<p>Hello Grace</p>');
    expect(loads).toEqual(['greeting']);
  });

  it('as a first screen’s part whose code failed to load: asked for again by the next render', async () => {
    let attempts = 0;
    const Loaded = onDemand(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Greeting;
      },
      null,
      true,
    );
    expect(renderToStaticMarkup(<Loaded name="Ada" />)).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToStaticMarkup(<Loaded name="Ada" />)).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToStaticMarkup(<Loaded name="Ada" />)).toBe('<p>Hello Ada</p>');
    expect(attempts).toBe(2);
  });
});
