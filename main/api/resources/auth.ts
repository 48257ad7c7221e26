import type { OperationCaller } from '../operation-caller.ts';
import type { CallOptions } from '../transport.ts';
import type { AuthRequest, AuthToken } from '../types.ts';

export class AuthApi {
  constructor(private readonly ops: OperationCaller) {}

  /**
   * `POST /auth`. Never retried automatically: every attempt counts toward the user's 60 a
   * day, and five invalid ones in a row block the email. The token is bound to the
   * client's User-Agent; store that string with it (see `signIn` in client.ts).
   */
  generateToken(body: AuthRequest, opts?: CallOptions): Promise<AuthToken> {
    return this.ops.call('generateToken', { body }, opts);
  }
}
