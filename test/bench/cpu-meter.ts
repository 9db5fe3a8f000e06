// CPU time per request during a load run, from /proc: the server process, PostgreSQL's processes (backends,
// WAL writer, checkpointer) and this process (the load generator). On two cores the runs are CPU-bound,
// so throughput follows the total CPU a request costs, and these figures say where it goes.
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of one process in clock ticks (100 a second), 0 once it has ended. */
function ticksOf(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks.set(pid, ticksOf(pid));
    } catch { /* it ended */ }
  }
  return ticks;
}

export interface CpuPerRequest { server: number; postgres: number; generator: number }

/** Starts counting; the returned function takes the request count and gives microseconds per request. */
export function startCpuMeter(serverPid: number | undefined, withPostgres: boolean): (requests: number) => CpuPerRequest {
  const server = serverPid ? ticksOf(serverPid) : 0;
  const pg = withPostgres ? postgresTicks() : new Map<string, number>();
  const own = process.cpuUsage();
  return (requests) => {
    const perRequest = (ticks: number) => (ticks * 10_000) / Math.max(requests, 1);
    let pgUsed = 0;
    if (withPostgres) for (const [pid, now] of postgresTicks()) pgUsed += now - (pg.get(pid) ?? 0);
    const used = process.cpuUsage(own);
    return {
      server: perRequest(serverPid ? ticksOf(serverPid) - server : 0),
      postgres: perRequest(pgUsed),
      generator: (used.user + used.system) / Math.max(requests, 1),
    };
  };
}
