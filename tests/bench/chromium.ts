/**
 * One browser figure of the bench: launches headless Chromium, measures within a budget, prints, and
 * always closes the browser. Never throws: a figure that cannot be taken prints one line saying why.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from '../e2e/support';

export async function browserFigure<T>(
  name: string,
  budgetMs: number,
  measure: (browser: Browser) => Promise<T>,
  print: (figures: T) => void,
): Promise<void> {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    console.log(`\n${name}: skipped, no Chromium at ${executable} (install chromium or set CHROMIUM_PATH)`);
    return;
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`over its ${budgetMs / 1000} s budget`)), budgetMs);
  });
  const launching = launchBrowser();
  const running = launching.then(measure);
  running.catch(() => undefined); // when the budget wins the race, closing the browser ends this run
  try {
    print(await Promise.race([running, overBudget]));
  } catch (error) {
    console.log(`\n${name}: no figure, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    clearTimeout(timer);
    // Closed even when the launch outlives the budget; waiting for it stays bounded.
    const closing = launching.then(
      (browser) => browser.close(),
      () => undefined,
    );
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    console.log(`  (${name.toLowerCase()} figure took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
