// "Updated to X. What's new": the first window after an update says so once, with a link
// to that version's release notes (opened in the browser by the shell, as every link
// leaving the window is), until the person dismisses it. A status: news, not an interruption.

import type { UpdatedNote as UpdatedNoteView } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

export function UpdatedNote({ note }: { note: UpdatedNoteView }) {
  const bridge = useBridge();
  // Only a page on the web: the snapshot is the engine's, but a link is checked where it is made.
  const notes = note.notesUrl.startsWith('https://') ? note.notesUrl : null;
  return (
    <div class="notice level-info updated-note" role="status">
      <p>
        {i18n._({ id: 'updated.to', message: 'Updated to {version}.', values: { version: note.version } })}{' '}
        {notes && (
          <a href={notes} target="_blank" rel="noreferrer">
            {i18n._({ id: 'updated.whatsNew', message: "What's new" })}
          </a>
        )}
      </p>
      <button type="button" class="link" aria-label={i18n._({ id: 'updated.dismiss', message: 'Dismiss the update note' })} onClick={() => void bridge.dismissUpdatedNote()}>
        {i18n._({ id: 'common.dismiss', message: 'Dismiss' })}
      </button>
    </div>
  );
}
