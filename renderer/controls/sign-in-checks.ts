// A sign-in's fields as the person typed them, and what the form itself refuses before sending
// anything (the sign-in form, and Add an account in Settings).

export interface Form {
  baseUrl: string;
  email: string;
  password: string;
  accountId: string;
}

export function localChecks(f: Form): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!/^https?:\/\/[^\s/]+/.test(f.baseUrl.trim())) fields.baseUrl = 'Enter the service address, e.g. https://example.com/api/v1.';
  if (!/^[^@\s]+@[^@\s]+$/.test(f.email.trim())) fields.email = 'Enter the email you sign in with.';
  if (f.password === '') fields.password = 'Enter your password.';
  if (f.accountId.trim() === '') fields.accountId = 'Enter your account ID.';
  return fields;
}
