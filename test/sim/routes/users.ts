import type { Router } from '../context.ts';

export function usersRoutes(r: Router): void {
  void r;
}
