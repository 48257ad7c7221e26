// What runs in the page before the renderer's own script (page.addInitScript; init scripts
// are not bound by the page's CSP): a fake `window.stint` bridge and the timing probes.
// Bundled for the page through page-entry.ts.
//
// The bridge answers `getSnapshot` with the benchmark's snapshot, built in the page on the
// first call and parsed from JSON on each (as an IPC answer is deserialised). Not carried
// in from Node: a megabyte written into the init script is parsed before the page's HTML,
// and one sent through a Playwright binding crosses CDP; either delayed the first paint
// by far more than an IPC answer would. It pushes snapshots on `show`/`hide`, and answers pushes snapshots on `show`/`hide`, and answers
// `ok` to every other command. The window's view (issue 71) is kept in `keptView` as main's
// keeper would, and `getView` answers `globalThis.stintBenchView` (a reopened window's page:
// memory/window-reopen.ts).
//
// Probes (times in ms on the page's performance clock, navigation start = 0):
// - firstPaint: the first frame in which the Project combobox is on screen (the benchmark
//   subtracts `snapshotBuildMs`, the fake bridge's own work). "Painted" is
//   the task a MessageChannel posts from a requestAnimationFrame callback: it runs once
//   the frame that callback belongs to has been produced.
// - keystrokes: for each `input` event of the Project combobox, from its keydown's
//   timeStamp (when the browser received the key) to the input event's start (a capturing
//   listener), to the DOM update (a listener on document after the field's own: Preact's
//   render runs in the microtask checkpoint right after the field's listener returns) and
//   to the painted frame (as above).

import { createBridge, type Invoke, type Listen } from '../../../main/ipc/bridge.ts';
import { COMMAND_CHANNELS, EVENT_CHANNELS } from '../../../main/ipc/channels.ts';
import type { Snapshot } from '../../../main/core/snapshot.ts';

export interface KeystrokeTiming {
  readonly value: string;
  /** Keydown → the input event reaches the page (before the renderer's handler). */
  readonly inputMs: number;
  /** Keydown → list updated in the DOM (the renderer's handler and its render: rank, Preact). */
  readonly commitMs: number;
  /** Style and layout of the update, forced right after it (only with `forceLayout`; else 0). */
  readonly layoutMs: number;
  /** Keydown → frame with the list painted. */
  readonly paintMs: number;
  /** Options in the list after the update. */
  readonly options: number;
}

/** Where the time to the first paint goes (ms from navigation start). */
export interface LoadPhases {
  /** This init script done (it runs before the page's HTML is parsed). */
  initDoneMs: number | null;
  /** main.js requested. */
  scriptRequestedMs: number | null;
  /** The HTML received. */
  htmlLoadedMs: number | null;
  /** The first content in #app (the "Connecting" line before the snapshot). */
  appStartedMs: number | null;
  /** main.js fully received. */
  scriptLoadedMs: number | null;
  /** The window asked for its snapshot (main.js ran up to its first effect). */
  snapshotAskedMs: number | null;
  /** The fake bridge building its data (once): work a real bridge does in another process. */
  snapshotBuildMs: number | null;
  /** JSON.parse of the snapshot, as an IPC answer is deserialised (its building, once, is not counted). */
  snapshotParseMs: number | null;
  /** The Project combobox is in the DOM. */
  pickerInDomMs: number | null;
}

export interface BenchProbe {
  readonly phases: LoadPhases;
  firstPaintMs: number | null;
  /** First contentful paint from the Paint Timing API, for comparison. */
  fcpMs: number | null;
  readonly keystrokes: KeystrokeTiming[];
  /** Resolves once every keystroke so far has its painted frame. */
  settled(): Promise<void>;
  /**
   * Resolves once the page is idle: two idle periods in a row that begin whole (an idle
   * callback given at least QUIET_IDLE_MS of the 50 it gets when nothing else is queued), so
   * the window's start-up work (its search warm-up, then the later screens' code, loaded
   * when idle) is over. On a loaded 2-core machine that work ran on into the first keys: the
   * window's warm-up round then measured keys typed during start-up, which the person's
   * pause (typing.ts PERSON_PAUSE_MS) is there to leave out, while the same-content floor's
   * page, whose warm-up its first key stops (content-floor.ts), had long finished its own.
   */
  quiet(): Promise<void>;
  /** Pushes a snapshot with `windowVisible` (hidden, then shown); answers ms to the painted frame after the show. */
  hideThenShow(): Promise<number>;
  /** Clicks `control` (a tab) and answers ms from the click to the painted frame with `selector` in the page. */
  openBy(control: HTMLElement, selector: string): Promise<number>;
  /** The last view the window told main (`keepView`), null until it told one. */
  keptView: unknown;
  /**
   * Lets go of the fake bridge's own copy of the data (its JSON, megabytes over 10,000
   * projects; made again at the next snapshot asked or pushed): bench:memory reads the
   * window's memory after this, so that what the page holds is the window's alone. A real
   * bridge keeps no copy: main holds the data and each IPC answer is a new object.
   */
  dropBridgeData(): void;
}

declare global {
  interface Window {
    stintBench: BenchProbe;
  }
}

/** An idle period at least this long (ms) at its start: nothing else was waiting to run (`quiet`). */
const QUIET_IDLE_MS = 40;

/** `forceLayout`: time style and layout apart (moves them before the frame; for --profile). */
export function pageInit(makeSnapshotJson: () => string, forceLayout = false): void {
  const afterPaint = (): Promise<number> =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(null);
      }),
    );

  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const emit = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((l) => l(payload));
  const phases: LoadPhases = { snapshotBuildMs: null, initDoneMs: null, scriptRequestedMs: null, htmlLoadedMs: null, appStartedMs: null, scriptLoadedMs: null, snapshotAskedMs: null, snapshotParseMs: null, pickerInDomMs: null };
  let json: string | null = null;
  const snapshot = (over: Partial<Snapshot> = {}): Snapshot => {
    phases.snapshotAskedMs ??= performance.now();
    if (json === null) {
      const b0 = performance.now();
      json = makeSnapshotJson();
      phases.snapshotBuildMs ??= performance.now() - b0;
    }
    const text = json;
    const t0 = performance.now();
    const s = { ...(JSON.parse(text) as Snapshot), ...over };
    phases.snapshotParseMs ??= performance.now() - t0;
    return s;
  };
  // The real bridge object (main/ipc/bridge.ts) over a fake transport.
  const answer = (channel: string, payload: unknown): unknown => {
    if (channel === COMMAND_CHANNELS.getSnapshot) return snapshot();
    if (channel === COMMAND_CHANNELS.getView) return { view: (globalThis as { stintBenchView?: unknown }).stintBenchView ?? null, open: null };
    if (channel === COMMAND_CHANNELS.keepView) probe.keptView = payload;
    return null;
  };
  const invoke = ((channel: string, payload: unknown) => Promise.resolve({ ok: true, value: answer(channel, payload) })) as Invoke;
  const listen = ((channel: string, listener: (p: unknown) => void) => {
    let set = listeners.get(channel);
    if (set === undefined) listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }) as Listen;
  window.stint = createBridge(invoke, listen);

  const pending = new Set<Promise<unknown>>();
  /** Resolves once `selector` is in the page (at once if it is). */
  const inDom = (selector: string): Promise<void> =>
    new Promise((resolve) => {
      if (document.querySelector(selector) !== null) return resolve();
      const watch = new MutationObserver(() => {
        if (document.querySelector(selector) === null) return;
        watch.disconnect();
        resolve();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
  const probe: BenchProbe = {
    phases,
    firstPaintMs: null,
    fcpMs: null,
    keptView: null,
    openBy: async (control, selector) => {
      const t0 = performance.now();
      control.click();
      await inDom(selector);
      return (await afterPaint()) - t0;
    },
    keystrokes: [],
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    quiet: () =>
      new Promise((resolve) => {
        let calm = 0;
        const check = (d: IdleDeadline) => {
          calm = d.timeRemaining() >= QUIET_IDLE_MS ? calm + 1 : 0;
          if (calm >= 2) resolve();
          else requestIdleCallback(check);
        };
        requestIdleCallback(check);
      }),
    dropBridgeData: () => {
      json = null;
    },
    hideThenShow: async () => {
      emit(EVENT_CHANNELS.snapshot, snapshot({ windowVisible: false }));
      await afterPaint();
      const shown = snapshot({ windowVisible: true });
      const t0 = performance.now();
      emit(EVENT_CHANNELS.snapshot, shown);
      return (await afterPaint()) - t0;
    },
  };
  window.stintBench = probe;

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcpMs = e.startTime;
  }).observe({ type: 'paint', buffered: true });

  // Found once and kept while it is in the page: a search of the labels on every keystroke
  // was the probe's own cost, counted as the window's.
  let found: HTMLInputElement | null = null;
  const projectInput = (): HTMLInputElement | null => {
    if (found?.isConnected) return found;
    found = findProjectInput();
    return found;
  };
  const findProjectInput = (): HTMLInputElement | null => {
    for (const label of document.querySelectorAll('label')) {
      if (label.textContent === 'Project' && label.htmlFor !== '') {
        const el = document.getElementById(label.htmlFor);
        if (el instanceof HTMLInputElement) return el;
      }
    }
    return null;
  };

  const seen = new MutationObserver(() => {
    if (phases.appStartedMs === null && document.getElementById('app')?.firstChild) phases.appStartedMs = performance.now();
    if (projectInput() === null) return;
    phases.htmlLoadedMs = performance.getEntriesByType('navigation')[0] === undefined ? null : (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd;
    seen.disconnect();
    phases.pickerInDomMs = performance.now();
    const script = performance.getEntriesByType('resource').find((e): e is PerformanceResourceTiming => e.name.endsWith('/main.js'));
    phases.scriptLoadedMs = script === undefined ? null : script.responseEnd;
    phases.scriptRequestedMs = script === undefined ? null : script.requestStart;
    const p = afterPaint().then((t) => {
      probe.firstPaintMs = t;
    });
    pending.add(p);
    void p.then(() => pending.delete(p));
  });
  seen.observe(document, { childList: true, subtree: true });
  phases.initDoneMs = performance.now();

  let keydownAt = 0;
  let inputAt = 0;
  document.addEventListener('keydown', (e) => (keydownAt = e.timeStamp), true);
  document.addEventListener('input', () => (inputAt = performance.now()), true);
  document.addEventListener('input', (e) => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement) || input !== projectInput()) return;
    const t0 = keydownAt;
    const commit = performance.now();
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const options = list?.querySelectorAll('[role=option]').length ?? 0;
    const value = input.value;
    let layoutMs = 0;
    if (forceLayout) {
      void document.body.offsetHeight;
      layoutMs = performance.now() - commit;
    }
    const p = afterPaint().then((painted) => {
      probe.keystrokes.push({ value, inputMs: inputAt - t0, commitMs: commit - t0, paintMs: painted - t0, layoutMs, options });
    });
    pending.add(p);
    void p.then(() => pending.delete(p));
  });
}
