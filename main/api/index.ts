// The service client's public surface, for main/core and main/main.ts.
export { ServiceClient, signIn, type ServiceClientOptions, type SignInOptions } from './client.ts';
export * from './errors.ts';
export { isServiceErrorData, serviceErrorData, SERVICE_ERROR_KINDS, type ServiceErrorData } from './error-data.ts';
export { makeUserAgent, makeInstallId, readCredentials, type Credentials } from './identity.ts';
export { ServiceClock, type ServiceClockReading } from './service-clock.ts';
export { LimitState, type LimitSnapshot, type WindowState } from './limit-state.ts';
export { Pacer, DEFAULT_PACER_WINDOWS, type PacerWindow } from './pacer.ts';
export { pages, paginate, DEFAULT_PAGE_SIZE, DEFAULT_MAX_PAGES, type ListEnvelope, type PaginateOptions } from './paginate.ts';
export type { CallOptions, FetchLike } from './transport.ts';
export type * from './types.ts';
