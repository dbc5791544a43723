import * as Comlink from 'comlink';

/** Progress callbacks arrive as proxies; releasing one when the call settles closes its message channel. */
export function release(callback: unknown): void {
  (callback as Partial<Comlink.Remote<unknown>> | undefined)?.[Comlink.releaseProxy]?.();
}
