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

/** A trace event (Chrome's JSON trace format): complete events (`X`) carry wall and thread time (µs). */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink', 'cc'];

/** Where a main-thread event's own time goes. */
function part(name: string): string {
  if (/^(FunctionCall|v8\.|V8\.(Compile|Parse|Install|Optimize|Deopt|FlushInstructionCache|MarkCandidates)|EvaluateScript|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint)/.test(name) || name === 'FlushInstructionCache') return 'script';
  if (/GC|Scavenge|MarkCompact/.test(name)) return 'garbage collection';
  if (/UpdateLayoutTree|recalcStyle|updateStyle|rebuildLayoutTree|Style/.test(name)) return 'style';
  if (/Layout|ShapeText|SetTextWithOffset/.test(name)) return 'layout';
  if (/Paint|Commit|Compositing|LayerTree|Raster/.test(name)) return 'paint and commit';
  if (/Editor|Typing|Selection|EventDispatch|HandleKeyboardEvent|HandleInputEvent/.test(name)) return 'input handling';
  if (/RunTask|mojo|Mojo|Watcher|Message|Timer|Idle/.test(name)) return 'tasks and messages (the benchmark probe, Playwright)';
  return 'other';
}

/**
 * Thread time (CPU, not wall: a loaded machine's waits are left out) per keystroke, on the
 * page's main thread by what ran (the key's own task, the frame, anything else) and by
 * kind of work, and on the page's other threads (V8's background compiling and garbage
 * collection, the compositor, raster).
 */
export function traceSummary(trace: Buffer, keystrokes: number): string[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const key = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  if (key === undefined) return ['no keystroke in the trace'];
  const mainThread = `${key.pid}:${key.tid}`;
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const main = complete.filter((e) => `${e.pid}:${e.tid}` === mainThread);
  const byTask = new Map<string, number>();
  const byPart = new Map<string, number>();
  const byEvent = new Map<string, number>();
  let i = 0;
  while (i < main.length) {
    const task = main[i]!;
    if (task.name !== 'ThreadControllerImpl::RunTask') {
      i++;
      continue;
    }
    const end = task.ts + task.dur!;
    const inside: TraceEvent[] = [task];
    for (i++; i < main.length && main[i]!.ts < end; i++) inside.push(main[i]!);
    const kind = inside.some((e) => e.name === 'EventDispatch' && /^key/.test(e.args?.data?.type ?? ''))
      ? 'the key (its events, the handlers, the layout they force)'
      : inside.some((e) => e.name === 'ProxyMain::BeginMainFrame')
        ? 'the frame (style, layout, paint, commit)'
        : 'other tasks (timers, idle callbacks, the benchmark probe)';
    byTask.set(kind, (byTask.get(kind) ?? 0) + (task.tdur ?? 0));
    // Self time: each event's thread time less that of the events directly inside it.
    const self = inside.map((e) => e.tdur ?? 0);
    const open: number[] = [];
    inside.forEach((e, k) => {
      while (open.length > 0 && inside[open[open.length - 1]!]!.ts + inside[open[open.length - 1]!]!.dur! <= e.ts) open.pop();
      if (open.length > 0) self[open[open.length - 1]!]! -= e.tdur ?? 0;
      open.push(k);
    });
    inside.forEach((e, k) => {
      byPart.set(part(e.name), (byPart.get(part(e.name)) ?? 0) + Math.max(0, self[k]!));
      byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + Math.max(0, self[k]!));
    });
  }
  const others = new Map<string, number>();
  for (const e of complete)
    if (e.pid === key.pid && `${e.pid}:${e.tid}` !== mainThread && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'ThreadPool_RunTask' || e.name === 'TaskGraphRunner::RunTask')) {
      const thread = (threadNames.get(`${e.pid}:${e.tid}`) ?? '?').replace(/\d+$/, '');
      others.set(thread, (others.get(thread) ?? 0) + (e.tdur ?? 0));
    }
  const ms = (us: number) => (us / 1000 / keystrokes).toFixed(2).padStart(6);
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  const total = [...byTask.values()].reduce((a, b) => a + b, 0);
  return [
    `main thread ${ms(total)} ms per keystroke, by task:`,
    ...sorted(byTask).map(([k, v]) => `  ${ms(v)}  ${k}`),
    'by kind of work:',
    ...sorted(byPart).map(([k, v]) => `  ${ms(v)}  ${k}`),
    'by trace event (the largest):',
    ...sorted(byEvent).slice(0, Number(process.env.TOP_EVENTS ?? 12)).map(([k, v]) => `  ${ms(v)}  ${k}`),
    "the page's other threads:",
    ...sorted(others).map(([k, v]) => `  ${ms(v)}  ${k}`),
  ];
}
