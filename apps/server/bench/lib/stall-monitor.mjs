// Preloaded into the server by bench:abuse (node --import): measures the server's
// own event-loop delay with perf_hooks and writes it to STALL_FILE four times a
// second. SIGUSR2 starts the measurement afresh (the attack begins).
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.STALL_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('SIGUSR2', () => delay.reset());
  const write = () => writeFileSync(file, JSON.stringify({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, samples: delay.count }));
  setInterval(write, 250).unref();
}
