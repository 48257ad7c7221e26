// `--profile`: a CPU profile (Chrome DevTools Protocol) of one page load and of one round of
// typing, summed by function: where the first paint's and a keystroke's time goes.

import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `during` under the sampling profiler; answers the top functions by self time. */
export async function profiled(page: Page, during: () => Promise<void>, top = 15): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await during();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    self.set(name, (self.get(name) ?? 0) + ms);
  });
  return [`total sampled ${total.toFixed(1)} ms`, ...[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([n, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${n}`)];
}
