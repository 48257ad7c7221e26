// "Export rules…" and "Import rules…" (issue 73, items 3 and 4): the rules saved as a JSON file
// through the OS save dialog, and a file of rules read through the open dialog, each rule checked
// as one typed here is; a line says where the file went, or what the import kept and which rules
// it refused, by their place in the file, with why.

import { useState } from 'preact/hooks';
import type { IpcAnswer } from '../../main/ipc/contract.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export function ActivityRulesFile({ count }: { readonly count: number }) {
  const bridge = useBridge();
  const action = useAction();
  const [said, setSaid] = useState('');
  // Done: the engine's words; refused (a file not chosen too): the error under the buttons.
  const run = async (send: () => Promise<IpcAnswer<'saveActivityRules'> | IpcAnswer<'importActivityRulesFile'>>) => {
    setSaid('');
    let message = '';
    await action.run(() =>
      outcome(
        send().then((a) => {
          if (a.ok && a.value.ok) message = a.value.message;
          return a;
        }),
      ),
    );
    setSaid(message);
  };
  return (
    <div class="activity-rules-file">
      <div class="actions">
        {count > 0 && (
          <button type="button" class="secondary" aria-busy={action.busy} onClick={() => void run(() => bridge.saveActivityRules())}>
            {i18n._({ id: 'record.rules.export', message: 'Export rules…' })}
          </button>
        )}
        <button type="button" class="secondary" aria-busy={action.busy} onClick={() => void run(() => bridge.importActivityRulesFile())}>
          {i18n._({ id: 'record.rules.import', message: 'Import rules…' })}
        </button>
      </div>
      <p class="saved" role="status">
        {said}
      </p>
      <ActionError error={action.error} />
    </div>
  );
}
