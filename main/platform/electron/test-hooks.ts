// The real app's test hooks: what a journey run against the built app (Playwright's Electron
// support, test/journeys/) needs from outside the window, in the harness's own words. The
// operating system's side (idle time, lock and unlock, the network, a place for the window)
// goes through the same control language as the harness's POST /control
// (platform/node/os-control.ts), and the app's clock can be moved on, as the harness's is, so
// one journey file drives both. A test reaches them in the main process through
// `electronApp.evaluate(() => globalThis.__stintTestHooks…)`.
//
// Only a run from a clone with STINT_TEST_HOOKS=1 has them: an installed Stint ignores the
// variable (launch-guard.ts), so nothing outside can move its clock or fake a lock.

import type { Snapshot } from '../../core/snapshot.ts';
import { OffsetClock } from '../../time/offset-clock.ts';
import { ManualIdleSource } from '../node/manual-idle-source.ts';
import { ManualNetworkStatus } from '../node/manual-network-status.ts';
import { applyControl, type ControlledPorts, type ControlResult } from '../node/os-control.ts';

export const TEST_HOOKS_ENV = 'STINT_TEST_HOOKS';
/** Where the hooks are on the main process's global object. */
export const TEST_HOOKS_GLOBAL = '__stintTestHooks';

/** What the ports use instead of the OS while the hooks are on. */
export interface DrivenSystem {
  readonly clock: OffsetClock;
  readonly idle: ManualIdleSource;
  readonly network: ManualNetworkStatus;
}

/** What a test calls in the main process. */
export interface StintTestHooks {
  /** One body of the control language; the same answers as the harness's endpoint. */
  control(body: unknown): ControlResult;
  /** Moves the app's clock `ms` forward, as if that time had passed at once. */
  jump(ms: number): void;
  /** The app's clock now (ms since the epoch). */
  now(): number;
  /** The engine's snapshot, as every driver renders it. */
  snapshot(): Snapshot;
  /** Whether the engine has finished what it was asked (its queue sent or waiting on a retry). */
  settled(): Promise<void>;
}

/** The driven system when the hooks are asked for (`STINT_TEST_HOOKS=1`, never installed), else null. */
export function drivenSystem(env: Readonly<Record<string, string | undefined>>, installed: boolean): DrivenSystem | null {
  if (installed || env[TEST_HOOKS_ENV] !== '1') return null;
  return { clock: new OffsetClock(), idle: new ManualIdleSource(), network: new ManualNetworkStatus() };
}

export interface TestHooksDeps {
  readonly system: DrivenSystem;
  readonly stint: { snapshot(): Snapshot; settled(): Promise<void> };
  /** The notifications on screen, as the control language chooses among them (the desktop's, here). */
  readonly notifier: ControlledPorts['notifier'];
  /** Asks the window for a place and shows it, as the shell does for the tray's items. */
  readonly prompt: ControlledPorts['window']['prompt'];
}

/** Puts the hooks on `target` (the main process's globalThis); returns how to take them off. */
export function installTestHooks(target: Record<string, unknown>, deps: TestHooksDeps): () => void {
  const { system } = deps;
  const ports: ControlledPorts = { idle: system.idle, network: system.network, notifier: deps.notifier, window: { prompt: deps.prompt } };
  const hooks: StintTestHooks = {
    control: (body) => applyControl(ports, body),
    jump: (ms) => system.clock.jump(ms),
    now: () => system.clock.now(),
    snapshot: () => deps.stint.snapshot(),
    settled: () => deps.stint.settled(),
  };
  target[TEST_HOOKS_GLOBAL] = hooks;
  return () => {
    if (target[TEST_HOOKS_GLOBAL] === hooks) delete target[TEST_HOOKS_GLOBAL];
  };
}
