import type { Router } from '../context.ts';

export function todosRoutes(r: Router): void {
  void r;
}
