// `npm test`: the type check and the linter beside the test suite, then one verdict for all three.
// The suite waits on sockets, servers and timers as much as on the processor; the checks run at
// the lowest priority in that room, so they cost the suite's time almost nothing (decision 0159).
// Their output is printed once the suite ends, after its own.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command; its output is kept, or passed through when `live`. */
function run(label, command, args, { live = false, lowPriority = false } = {}) {
  const child = spawn(command, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  if (lowPriority) {
    try {
      os.setPriority(child.pid, 19);
    } catch {
      // A system that refuses a lower priority runs it at the usual one.
    }
  }
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ label, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = [
  run('type check (tsc --noEmit)', bin('tsc'), ['--noEmit'], { lowPriority: true }),
  run('lint (biome check .)', bin('biome'), ['check', '.'], { lowPriority: true }),
];
const suite = run('test suite (vitest run)', bin('vitest'), ['run', ...process.argv.slice(2)], {
  live: true,
});

const results = [...(await Promise.all(checks)), await suite];
for (const { label, code, output } of results.slice(0, checks.length)) {
  process.stdout.write(`\n=== ${label}: ${code === 0 ? 'passed' : 'FAILED'}\n`);
  if (code !== 0 || output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.label);
process.stdout.write(
  failed.length
    ? `\nnpm test FAILED: ${failed.join(', ')}\n`
    : '\nnpm test passed: type check, lint and test suite\n',
);
process.exit(failed.length ? 1 : 0);
