// One core kept busy while some work runs (a Node busy loop in its own process, stopped after):
// a visitor's phone, or a server sharing its machine, is the slow machine.
import { spawn } from 'node:child_process';

export async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const loop = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    loop.kill('SIGKILL');
  }
}
