// "Book to": the project a rule books to, picked from a short list (a rule's account's active
// projects), its refusal under it. Shared by a rule's Edit and New rule….

import { useId } from 'preact/hooks';
import { i18n } from '../i18n/words.ts';

export interface RuleProjectSelectProps {
  readonly projects: readonly { readonly id: number; readonly name: string }[];
  readonly value: number | null;
  readonly onChange: (projectId: number) => void;
  readonly error?: string | undefined;
}

export function RuleProjectSelect({ projects, value, onChange, error }: RuleProjectSelectProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{i18n._({ id: 'sheets.bookTo', message: 'Book to' })}</label>
      {projects.length === 0 ? (
        <p class="hint" id={id}>{i18n._({ id: 'sheets.noProjectsAreLoaded', message: 'No projects are loaded yet: sign in, or refresh.' })}</p>
      ) : (
        <select id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {projects.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      )}
      {error && <p class="field-error">{error}</p>}
    </div>
  );
}
