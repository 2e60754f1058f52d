// Runs one of the api's TypeScript scripts in its own process (tsx compiles it) and reads the JSON
// it prints on its last line. Used by the bench parts that evaluate the advisor (coach, safety).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';

/** `script` is relative to api/; a failure rejects with code BENCH_SETUP. */
export function runApiScript(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: path.join(root, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(
          Object.assign(new Error(`${script} exited ${code}: ${stderr.slice(-800)}`), { code: 'BENCH_SETUP' }),
        );
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      } catch (error) {
        reject(Object.assign(new Error(`unreadable output of ${script}: ${error.message}`), { code: 'BENCH_SETUP' }));
      }
    });
  });
}
