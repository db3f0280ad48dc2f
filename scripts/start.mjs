#!/usr/bin/env node
// `npm start`: build the production bundle, start the local Supabase-compatible stack on :54321
// and serve the app at http://localhost:5173. One Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const vite = join('node_modules', 'vite', 'bin', 'vite.js');
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}

console.log('Bygger Slantis (produktionsbygge)…');
const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('Startar den lokala Supabase-stacken…');
const stack = spawn(process.execPath, ['--import', 'tsx', join('supabase', 'local', 'start.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(stack);
stack.on('exit', (code) => {
  if (!stopping) console.error(`Supabase-stacken avslutades (kod ${code}).`);
  stopAll(code ?? 1);
});

let buffered = '';
stack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (children.length > 1) return;
  buffered += chunk.toString();
  const ready = /STACK READY (\S+)/.exec(buffered);
  if (ready) startApp(ready[1]);
});

function startApp(stackUrl) {
  const app = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
    {
      stdio: 'inherit',
    },
  );
  children.push(app);
  app.on('exit', (code) => stopAll(code ?? 0));
  console.log(`
Slantis körs på http://localhost:5173 — stoppa med Ctrl+C.
  Demokonton (lösenord Slantis2026): anna.demo@example.com (förälder),
    elsa.demo@example.com, omar.demo@example.com
  Lokal e-postlåda: ${stackUrl}/__local/mail
`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll(0));
}
