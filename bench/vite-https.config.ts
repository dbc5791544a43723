/**
 * The project's Vite configuration with `vite preview` serving HTTPS (and so HTTP/2) with the certificate whose PEM
 * files PREVIEW_TLS_KEY and PREVIEW_TLS_CERT name (bench/local-tls.ts). Only the benches' `startPreview` uses it.
 */

import { readFileSync } from 'node:fs';
import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import projectConfig from '../vite.config';

export default async (env: ConfigEnv): Promise<UserConfig> => {
  const base = typeof projectConfig === 'function' ? await projectConfig(env) : await projectConfig;
  const { PREVIEW_TLS_KEY: key, PREVIEW_TLS_CERT: cert } = process.env;
  if (!key || !cert) throw new Error('PREVIEW_TLS_KEY and PREVIEW_TLS_CERT must name the PEM files');
  return mergeConfig(base, { preview: { https: { key: readFileSync(key), cert: readFileSync(cert) } } });
};
