// A sign-in's fields as the person typed them, and what the form itself refuses before sending
// anything (the sign-in form, and Add an account in Settings).

import { i18n } from '../i18n/words.ts';

export interface Form {
  baseUrl: string;
  email: string;
  password: string;
  accountId: string;
}

export function localChecks(f: Form): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!/^https?:\/\/[^\s/]+/.test(f.baseUrl.trim())) fields.baseUrl = i18n._({ id: 'signIn.check.address', message: 'Enter the service address, e.g. {example}.', values: { example: 'https://example.com/api/v1' } });
  if (!/^[^@\s]+@[^@\s]+$/.test(f.email.trim())) fields.email = i18n._({ id: 'signIn.check.email', message: 'Enter the email you sign in with.' });
  if (f.password === '') fields.password = i18n._({ id: 'signIn.check.password', message: 'Enter your password.' });
  if (f.accountId.trim() === '') fields.accountId = i18n._({ id: 'signIn.check.accountId', message: 'Enter your account ID.' });
  return fields;
}
