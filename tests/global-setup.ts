import { execFileSync } from 'node:child_process';

/**
 * Every test run starts with the generated placeholder art in public/ and the WebAssembly kernel built from its
 * source (scripts/build-wasm.ts, which rewrites only what changed), as the build does.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-art.ts'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-wasm.ts'], { stdio: 'inherit' });
}
