// Where a renderer's memory goes, by Chromium's own account: a detailed memory-infra dump
// (the tracing category DevTools' and chrome://tracing's memory views read) of one process,
// summed by top-level allocator (partition_alloc for Blink's DOM, layout and strings, malloc,
// v8, blink_gc for Oilpan, skia, font_caches, cc for the compositor...). bench:memory's
// `--allocators` prints it after each reading of the window: its private figure says how much,
// this says whose.

import type { Browser, CDPSession } from 'playwright-core';
import { MB } from './reading.ts';

interface DumpEvent {
  readonly ph?: string;
  readonly pid?: number;
  readonly args?: { readonly dumps?: { readonly allocators?: Record<string, { readonly attrs?: Record<string, { readonly value?: string }> }> } };
}

/** The top-level allocators of process `pid` and their sizes (MB), largest first, as one line. */
export async function allocatorBreakdown(browser: Browser, pid: number): Promise<string> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const events: DumpEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as DumpEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  try {
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], memoryDumpConfig: {} }, transferMode: 'ReportEvents' });
    const dumped = await cdp.send('Tracing.requestMemoryDump', { deterministic: true, levelOfDetail: 'detailed' });
    await cdp.send('Tracing.end');
    await complete;
    if (!dumped.success) return 'allocators: the dump failed';
  } finally {
    await cdp.detach();
  }
  const sizes = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'v' || e.pid !== pid) continue;
    for (const [name, dump] of Object.entries(e.args?.dumps?.allocators ?? {})) {
      if (name.includes('/')) continue;
      const size = dump.attrs?.size?.value;
      if (size !== undefined) sizes.set(name, (sizes.get(name) ?? 0) + parseInt(size, 16) / MB);
    }
  }
  if (sizes.size === 0) return `allocators: no dump of process ${pid}`;
  return `allocators ${[...sizes].sort((a, b) => b[1] - a[1]).filter(([, mb]) => mb >= 0.1).map(([name, mb]) => `${name}=${mb.toFixed(1)}`).join(' ')}`;
}
