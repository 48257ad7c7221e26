import type { Router } from '../context.ts';

export function timeEntriesRoutes(r: Router): void {
  void r;
}
