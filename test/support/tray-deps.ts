// The shell's side of a tray click for tests of runTrayAction: the facade's commands given,
// every window and app call a no-op, and what the person is told kept in `told`.
import type { TrayActionDeps } from '../../main/core/views/tray-menu-actions.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';

/** The one part of a snapshot a tray click reads besides its command: the language Stint's own words are in. */
export const snapshotIn =
  (language: Snapshot['language'] = 'en') =>
  (): Snapshot =>
    ({ language }) as Snapshot;

export function trayDeps(stint: Partial<TrayActionDeps['stint']>): { deps: TrayActionDeps; told: string[] } {
  const told: string[] = [];
  const deps = {
    stint: { snapshot: snapshotIn(), ...stint },
    showWindow: () => {},
    openUrl: () => {},
    quit: () => {},
    logger: { log: () => {} },
    tell: (m: string) => void told.push(m),
  } as unknown as TrayActionDeps;
  return { deps, told };
}
