import type { Router } from '../context.ts';

export function reportsRoutes(r: Router): void {
  void r;
}
