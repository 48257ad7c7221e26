// The billed line and the amounts (issue 70) load as a chunk of their own, the first time Today
// draws them: the timer screen's first code stays within its budget. The chunk reaches the same
// shared code as the other screens loaded later (the snapshot, the bridge, an action), so the
// build's shared chunks keep their shape.
import type { Snapshot } from '../../main/core/snapshot.ts';
import { lazyScreen } from '../controls/lazy-screen.tsx';
import { i18n } from '../i18n/words.ts';

const figures = () => import('./timesheet-figures.tsx');
export const BilledLine = lazyScreen(() => i18n._({ id: 'lazy.billed', message: 'The billed time' }), () => figures().then((m) => m.BilledLine));
export const AmountLine = lazyScreen(() => i18n._({ id: 'lazy.amounts', message: 'The amounts' }), () => figures().then((m) => m.AmountLine));

/** Whether any account has rounding rules (or rules that cannot be read, which are said). */
export const rounded = (s: Pick<Snapshot, 'timesheets'>): boolean => (s.timesheets?.accounts ?? []).some((a) => a.rounding.state !== 'none');
