// The shell's side of a tray click for tests of runTrayAction: the facade's commands given,
// every window and app call a no-op, and what the person is told kept in `told`.
import type { TrayActionDeps } from '../../main/core/views/tray-menu-actions.ts';

export function trayDeps(stint: Partial<TrayActionDeps['stint']>): { deps: TrayActionDeps; told: string[] } {
  const told: string[] = [];
  const deps = {
    stint,
    showWindow: () => {},
    openUrl: () => {},
    quit: () => {},
    logger: { log: () => {} },
    tell: (m: string) => void told.push(m),
  } as unknown as TrayActionDeps;
  return { deps, told };
}
