// The source for a desktop where Stint cannot see the focused window: Settings reads the
// reason (worded when shown), and watching reports nothing (never a made-up window).

import type { ActivitySource, ActivityWords } from '../../../core/ports.ts';

export function unavailableSource(backend: string | null, reason: ActivityWords): ActivitySource {
  return {
    availability: async () => ({ ok: false, backend, reason }),
    watch: () => () => undefined,
  };
}
