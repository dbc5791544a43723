import { execFileSync } from 'node:child_process';

/** Every test run starts with the generated placeholder art in public/, as the build does. */
export default function setup(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-art.ts'], { stdio: 'inherit' });
}
