// The local stack in a process of its own, so the load generator does not share its event loop.
// Started by stack-child.ts with LOAD_SERVER_URL; answers { url, databaseUrl } over IPC and
// stops (dropping its temporary database) on 'stop' or when the parent goes away.
import { startStack } from '../../../supabase/local/stack.ts';
import { createTemporaryDatabase } from '../../../supabase/local/temporary-database.ts';

const temporary = await createTemporaryDatabase(process.env.LOAD_SERVER_URL!, 'bench_load');
const stack = await startStack({
  port: 0,
  functions: false,
  quiet: true,
  databaseUrl: temporary.url,
  competitionTimers: false,
  retentionTimer: false,
  env: { RATE_LIMITS: 'off' },
}).catch(async (error: unknown) => {
  await temporary.drop();
  throw error;
});

let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= (async () => {
    await stack.stop();
    await temporary.drop();
    process.exit(0);
  })());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send!({ url: stack.url, databaseUrl: temporary.url });
