// The source for a desktop where Stint cannot see the focused window: Settings reads the
// reason, and watching reports nothing (never a made-up window).

import type { ActivitySource } from '../../../core/ports.ts';

export function unavailableSource(backend: string | null, reason: string): ActivitySource {
  return {
    availability: async () => ({ ok: false, backend, reason }),
    watch: () => () => undefined,
  };
}
