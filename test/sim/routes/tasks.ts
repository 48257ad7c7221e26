import type { Router } from '../context.ts';

export function tasksRoutes(r: Router): void {
  void r;
}
