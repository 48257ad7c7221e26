// "Apply rounding to these entries…" (issue 70, item 3): the confirmation under an export's
// preview, for one account (its rules are its own). It asks the engine what applying would
// store (the count, the change in all, each entry from tracked to billed, the entries left as
// tracked and why, what it costs in requests and what the day leaves), and Apply stores it: one
// correction, so the window's Undo bar and sync line follow it as any other. In the Export
// screen's own chunk, loaded when the screen first opens: the timer's first code is untouched.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { RoundingPreview } from '../../main/core/accounts/person-rounding.ts';
import type { WindowRoundingRequest } from '../../main/ipc/contract.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { useBridge } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

type Shown = Extract<RoundingPreview, { ok: true }>;

/** "1:07:10": a duration to the second, as the entries hold it. */
function hms(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = s % 60;
  return `${Math.floor(s / 3600)}:${mm}${ss === 0 ? '' : `:${String(ss).padStart(2, '0')}`}`;
}

export interface RoundingConfirmProps {
  readonly request: WindowRoundingRequest;
  readonly name: string;
  /** Closed: cancelled (null), or applied with these words for the screen's status line. */
  readonly onDone: (said: string | null) => void;
}

export function RoundingConfirm({ request, name, onDone }: RoundingConfirmProps) {
  const bridge = useBridge();
  const [preview, setPreview] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void bridge.previewRounding(request).then((a) => {
      if (!live) return;
      setBusy(false);
      if (!a.ok) setError(a.error.message);
      else if (!a.value.ok) setError(a.value.message);
      else setPreview(a.value);
      requestAnimationFrame(() => headingRef.current?.focus());
    });
    return () => {
      live = false;
    };
  }, [request.account, request.from, request.to, JSON.stringify(request.filter ?? null)]);

  const onApply = async () => {
    if (busy || preview === null) return;
    setBusy(true);
    const a = await bridge.applyRounding(request);
    setBusy(false);
    if (!a.ok) return setError(a.error.message);
    if (!a.value.ok) return setError(a.value.message);
    onDone(
      i18n._({
        id: 'export.applied',
        message: '{done}.{left, plural, =0 {} one { # entry is left as tracked.} other { # entries are left as tracked.}}',
        values: { done: a.value.message, left: a.value.left.length },
      }),
    );
  };

  const headingId = `rounding-heading-${request.account}`;
  return (
    <section class="rounding-confirm" aria-labelledby={headingId} aria-busy={busy}>
      <h4 id={headingId} tabIndex={-1} ref={headingRef}>
        {i18n._({ id: 'export.rounding.heading', message: "Apply rounding to {account}'s entries", values: { account: name } })}
      </h4>
      {busy && preview === null && error === null && <p class="hint">{i18n._({ id: 'export.rounding.reading', message: "Reading {account}'s entries…", values: { account: name } })}</p>}
      {preview && (
        <>
          <p>{preview.message}</p>
          {preview.changes.length > 0 && (
            <ul class="rounding-changes" aria-label={i18n._({ id: 'export.entriesToStoreRounded', message: 'Entries to store rounded' })}>
              {preview.changes.map((c) => (
                <li key={c.id}>
                  <span>{c.name}</span> <span class="export-figures">{`${hms(c.tracked)} → ${hms(c.billed)}`}</span>
                </li>
              ))}
            </ul>
          )}
          {preview.left.length > 0 && (
            <ul class="rounding-left" aria-label={i18n._({ id: 'export.leftAsTracked', message: 'Left as tracked' })}>
              {preview.left.map((l) => (
                <li key={l.id}>{l.words}</li>
              ))}
            </ul>
          )}
          {preview.problems.map((p) => (
            <p class="form-error" key={p}>
              {p}
            </p>
          ))}
        </>
      )}
      <ActionError error={error} />
      <div class="actions">
        {preview?.applicable === true && (
          <button type="button" class="primary" aria-busy={busy} onClick={() => void onApply()}>
            {i18n._({ id: 'export.apply', message: 'Apply' })}
          </button>
        )}
        <button type="button" onClick={() => onDone(null)}>
          {i18n._({ id: 'export.cancel', message: 'Cancel' })}
        </button>
      </div>
    </section>
  );
}
