// Errors the simulator answers, in the fixed body shape of contract.md section 2.

export type FieldErrors = Record<string, string[]>;

export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { message: string; code: string | null; errors?: FieldErrors } {
    return this.fieldErrors
      ? { message: this.message, code: this.code, errors: this.fieldErrors }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (what = 'Resource') => new SimError(404, 'not_found', `${what} not found`);

export const forbidden = (message = 'Your role does not allow this operation') =>
  new SimError(403, 'forbidden', message);

export const validationFailed = (errors: FieldErrors) =>
  new SimError(422, 'validation_failed', `The given data was invalid: ${Object.keys(errors).join(', ')}`, errors);

export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });
