import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type StackProcess = {
  url: string;
  databaseUrl: string;
  pid: number;
  stop(): Promise<void>;
};

/** Starts stack-process.ts on a temporary database of the Postgres server at `serverUrl`. */
export function startStackProcess(serverUrl: string): Promise<StackProcess> {
  const child = fork(fileURLToPath(new URL('./stack-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOAD_SERVER_URL: serverUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stack process exited (${code})`)));
    child.once('message', (message) => {
      const { url, databaseUrl } = message as { url: string; databaseUrl: string };
      resolve({
        url,
        databaseUrl,
        pid: child.pid!,
        async stop() {
          if (child.connected) child.send('stop');
          await exited;
        },
      });
    });
  });
}
