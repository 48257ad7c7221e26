// "Book to": the project a rule books to, picked from a short list (a rule's account's active
// projects), its refusal under it. Shared by a rule's Edit and New rule….

import { useId } from 'preact/hooks';

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
      <label for={id}>Book to</label>
      {projects.length === 0 ? (
        <p class="hint" id={id}>
          No projects are loaded yet: sign in, or refresh.
        </p>
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
