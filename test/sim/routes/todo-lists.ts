import type { Router } from '../context.ts';

export function todoListsRoutes(r: Router): void {
  void r;
}
