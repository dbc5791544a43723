/**
 * A certificate for https://localhost, so a bench can serve the build over HTTPS and hence HTTP/2, as a static host
 * serves the site. The site must be served over HTTPS to install (its service worker), and every such host answers
 * in HTTP/2 or later: one connection carrying every file at once. `vite preview` over plain HTTP speaks HTTP/1.1,
 * six connections each asking for one file at a time, and Lighthouse simulates a phone's network from the requests
 * it saw, connections included.
 *
 * The certificate is self-signed, made once with Debian's `openssl` and kept in .cache/tls (ignored by git); the
 * browser under test is told to accept it. It is only ever used on this machine, to serve the build to itself.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface LocalTls {
  /** Paths of the PEM files. */
  readonly key: string;
  readonly cert: string;
}

const FOLDER = resolve(import.meta.dirname, '..', '.cache', 'tls');
const DAYS_VALID = 30;
/** Made again a few days before it would expire. */
const RENEW_AFTER_MS = (DAYS_VALID - 5) * 24 * 3600 * 1000;

/** The localhost certificate, made now if there is none or it is about to expire; null where `openssl` is missing. */
export function localTls(): LocalTls | null {
  const tls = { key: join(FOLDER, 'localhost-key.pem'), cert: join(FOLDER, 'localhost.pem') };
  if (existsSync(tls.key) && existsSync(tls.cert) && Date.now() - statSync(tls.cert).mtimeMs < RENEW_AFTER_MS) {
    return tls;
  }
  mkdirSync(FOLDER, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(DAYS_VALID)],
        ['-keyout', tls.key, '-out', tls.cert, '-subj', '/CN=localhost'],
        ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ].flat(),
      { stdio: 'ignore' },
    );
  } catch {
    return null;
  }
  return tls;
}
