#!/usr/bin/env node
// `npm start`: build the production bundle and serve it at http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const vite = join('node_modules', 'vite', 'bin', 'vite.js');

console.log('Building Slantis (production bundle)…');
const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  process.execPath,
  [vite, 'preview', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
  { stdio: 'inherit' },
);
console.log('\nSlantis körs på http://localhost:5173 — stoppa med Ctrl+C.\n');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
