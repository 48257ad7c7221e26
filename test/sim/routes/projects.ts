import type { Router } from '../context.ts';

export function projectsRoutes(r: Router): void {
  void r;
}
