// CPU time and memory of a process and its descendants, read from /proc (Linux).
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((tid) => {
      try {
        return fs
          .readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** The process and all its descendants (`next start` and `tsx` run their work in children). */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...childrenOf(all[i]!));
  return all;
}

/**
 * User + system CPU time of the tree, in ms. Processes gone meanwhile are not counted, unless
 * `reaped`: then the root's ended children count too (PostgreSQL's backends that closed).
 */
export function cpuMs(pid: number, options: { reaped?: boolean } = {}): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at state (field 3).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      if (options.reaped && p === pid) ticks += Number(fields[13]) + Number(fields[14]); // cutime, cstime
    } catch {
      /* gone */
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of the tree, in MB. */
export function rssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}
