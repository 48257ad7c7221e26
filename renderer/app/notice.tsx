// The engine's last word on a command that went wrong later (a change the service refused):
// what happened and what to do, until dismissed. An info notice (a prompt withdrawn because
// the timer stopped elsewhere) is a status a screen reader announces without interrupting.

import type { Notice as NoticeView } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

export function Notice({ notice }: { notice: NoticeView }) {
  const bridge = useBridge();
  return (
    <div class={`notice level-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
      <p>{notice.message}</p>
      <button type="button" class="link" onClick={() => void bridge.dismissNotice()}>
        {i18n._({ id: 'common.dismiss', message: 'Dismiss' })}
      </button>
    </div>
  );
}
