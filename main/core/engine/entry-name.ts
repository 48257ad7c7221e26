// What a queued or refused action's entry is called, for its label (commands/op-label.ts):
// the entry as the service last answered it, or, not created yet, the create queued for it.
// A week not read holds neither: the label then says "an entry".

import { entryWords, type EntryName } from '../commands/op-label.ts';
import type { Op } from '../commands/ops.ts';
import type { EngineState } from './engine-state.ts';
import { wordsOf } from './engine-language.ts';

/** `alsoOps`: ops just taken from the queue (a refused change's), whose creates may name their entries. */
export function entryNameIn(s: EngineState, projectName: (id: number) => string, alsoOps: readonly Op[] = []): EntryName {
  const i18n = wordsOf(s);
  return (ref) => {
    const id = s.outbox.resolve(ref);
    const known = id === undefined ? undefined : s.namesKnown().entries.get(id);
    if (known !== undefined) return entryWords(known, projectName, i18n);
    if (!('localId' in ref)) return null;
    const ops = [...s.outbox.items.map((q) => q.op), ...alsoOps];
    const create = ops.find((o) => (o.kind === 'start_new' || o.kind === 'create_manual') && o.localId === ref.localId);
    return create !== undefined && (create.kind === 'start_new' || create.kind === 'create_manual') ? entryWords(create, projectName, i18n) : null;
  };
}
