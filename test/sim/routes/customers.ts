import type { Router } from '../context.ts';

export function customersRoutes(r: Router): void {
  void r;
}
