// A worker for the pool's tests: adds one, after spinning for `spin` ms if asked; throws or exits when told.
import { threadId } from 'node:worker_threads';
import { answerJobs } from '../shared/worker-pool';

answerJobs(async ({ value, spin = 0, fail, exit }: { value: number; spin?: number; fail?: string; exit?: boolean }) => {
  if (fail) throw new Error(fail);
  if (exit) process.exit(3);
  const until = Date.now() + spin;
  while (Date.now() < until);
  return { value: value + 1, thread: threadId };
});
