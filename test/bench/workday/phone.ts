// The same person's phone: its own token and User-Agent, direct requests to the simulator
// outside the engine's request count; the same person is the account's administrator on the
// web. Unlike the tests' `Elsewhere`, a refusal (a Free plan's quota spent) is an answer to
// report, not an assertion.

import { directCall } from '../../core/support/elsewhere.ts';

const PHONE_UA = 'StintBench-Phone/1.0 (elsewhere)';

export class Phone {
  /** Requests sent with the phone's token since its sign-in (each counts toward the account's quota). */
  requests = 0;

  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** One POST /auth (counts toward the user's sign-ins, not the account's quota). */
  static async signIn(baseUrl: string, email: string, password: string, accountId: string): Promise<Phone> {
    const r = await directCall(baseUrl, 'POST', '/auth', { ua: PHONE_UA, body: { email, password, account_id: accountId } });
    if (r.status !== 200) throw new Error(`the phone's sign-in answered ${r.status}: ${JSON.stringify(r.body)}`);
    return new Phone(baseUrl, String(r.body.token));
  }

  /** Archives project `projectId` as the administrator does on the web (one request; the demo's Ada is an admin). */
  async archiveProject(projectId: number): Promise<string | null> {
    this.requests++;
    const r = await directCall(this.baseUrl, 'POST', `/projects/${projectId}`, { ua: PHONE_UA, token: this.token, body: { active: 0 } });
    return r.status === 200 ? null : `archive answered ${r.status} ${r.body?.code ?? ''}`;
  }

  /** Creates an entry for today and starts it (two requests); the entry's id, or what refused it. */
  async startTimer(projectId: number, description: string): Promise<{ id: number } | { refused: string }> {
    const call = (method: string, path: string, body?: Record<string, unknown>) => {
      this.requests++;
      return directCall(this.baseUrl, method, path, { ua: PHONE_UA, token: this.token, ...(body ? { body } : {}) });
    };
    const created = await call('POST', '/time-entries', { project_id: projectId, description });
    if (created.status !== 201) return { refused: `create answered ${created.status} ${created.body?.code ?? ''}` };
    const id = Number(created.body.id);
    const started = await call('POST', `/time-entries/${id}/start`);
    if (started.status !== 200) return { refused: `start answered ${started.status} ${started.body?.code ?? ''}` };
    return { id };
  }
}
