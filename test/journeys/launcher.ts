// One interface for the two ways a journey meets Stint: the harness page in Chromium (the
// real engine under Node, the window's page as built) and the real app (the built bundle
// under the Electron binary, through Playwright's Electron support). A journey sees only
// this: the window's page, the service (the simulator, in this process), the operating
// system's side in the harness's control language, the clock, the engine's snapshot and
// the keychain. Whatever differs between the two lives in the launchers.

import type { Page } from 'playwright-core';
import type { Snapshot } from '../../main/core/snapshot.ts';
import type { RunningSim } from '../sim/start.ts';

export interface JourneyWorld {
  /** The window's page, found by role and accessible name as a person finds controls. */
  readonly page: Page;
  /** The service: a fresh simulator with the demo data, on a clock that moves with the app's. */
  readonly sim: RunningSim;
  /** One body of the control language (platform/node/os-control.ts); throws on a refusal. */
  control(body: unknown): Promise<void>;
  /** Moves the app's clock and the service's together, as if `ms` had passed at once. */
  jump(ms: number): Promise<void>;
  /** The app's clock now. */
  now(): Promise<number>;
  /** The engine's snapshot, once what it was asked is done or waiting on a retry. */
  snapshot(): Promise<Snapshot>;
  /** What the OS keychain holds for this run's session now (null: nothing). */
  keychainSession(): Promise<string | null>;
  /** The page's uncaught errors and console errors, in order. */
  readonly errors: string[];
  close(): Promise<void>;
}

export interface Launcher {
  /** Named in each test's title. */
  readonly name: string;
  /** Why its journeys cannot run on this machine (said in the output), or false. */
  readonly skip: string | false;
  /** A fresh world: its own simulator, data folder and keychain entry. */
  open(): Promise<JourneyWorld>;
  /** Ends what the launcher shares between worlds (a browser, an X server, a keyring). */
  dispose(): Promise<void>;
}
