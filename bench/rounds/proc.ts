// Reading a process's CPU time, resident memory and open-file limit from
// /proc (Linux), by hand: no dependency for a few numbers.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (getconf CLK_TCK; 100 on every usual Linux). */
export const CLOCK_TICKS = ((): number => {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout?.trim());
  return Number.isInteger(n) && n > 0 ? n : 100;
})();

/** User + system CPU time of a process (all its threads), in seconds; null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Resident set size in MB (VmRSS); null once the process is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
export function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** The open-file limit (soft and hard) of a process ('self' for this one); Infinity for unlimited. */
export function openFileLimit(pid: number | 'self' = 'self'): { soft: number; hard: number } {
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  const value = (s: string | undefined): number => (s === undefined || s === 'unlimited' ? Infinity : Number(s));
  return { soft: value(match?.[1]), hard: value(match?.[2]) };
}

/**
 * Samples processes' CPU (% of one core, per interval) and RSS every `intervalMs`.
 * `mark()` starts a window: `window()` gives CPU average and maximum since the
 * mark; RSS maximum covers everything since the sampler started.
 */
export class Sampler {
  private readonly timer: NodeJS.Timeout;
  private last = new Map<number, { cpu: number; at: number }>();
  private readonly rssMax = new Map<number, number>();
  private windowStart = new Map<number, { cpu: number; at: number }>();
  private readonly windowMax = new Map<number, number>();
  private machineStart = machineTicks();

  private readonly pids: number[];

  constructor(pids: number[], intervalMs = 1000) {
    this.pids = pids;
    this.sample();
    this.mark();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const at = performance.now();
    for (const pid of this.pids) {
      const cpu = cpuSeconds(pid);
      const rss = rssMb(pid);
      if (rss !== null) this.rssMax.set(pid, Math.max(rss, this.rssMax.get(pid) ?? 0));
      if (cpu === null) continue;
      const previous = this.last.get(pid);
      // A short interval says little with 10 ms ticks: it waits for the next.
      if (previous && at - previous.at < 500) continue;
      if (previous) {
        const percent = (100 * (cpu - previous.cpu)) / ((at - previous.at) / 1000);
        if (this.windowStart.has(pid)) this.windowMax.set(pid, Math.max(percent, this.windowMax.get(pid) ?? 0));
      }
      this.last.set(pid, { cpu, at });
    }
  }

  mark(): void {
    this.windowStart = new Map();
    this.windowMax.clear();
    const at = performance.now();
    for (const pid of this.pids) {
      const cpu = cpuSeconds(pid);
      if (cpu !== null) this.windowStart.set(pid, { cpu, at });
    }
    this.machineStart = machineTicks();
  }

  /** CPU of each process since the mark (average and busiest interval, % of one core), its RSS maximum, and the machine's busy share (% of all cores). */
  window(): { byPid: Map<number, { cpuAvg: number; cpuMax: number; rssMaxMb: number }>; machineBusy: number } {
    this.sample();
    const byPid = new Map<number, { cpuAvg: number; cpuMax: number; rssMaxMb: number }>();
    const at = performance.now();
    for (const pid of this.pids) {
      const start = this.windowStart.get(pid);
      const cpu = cpuSeconds(pid) ?? this.last.get(pid)?.cpu;
      const cpuAvg = start && cpu !== undefined && at > start.at ? (100 * (cpu - start.cpu)) / ((at - start.at) / 1000) : NaN;
      byPid.set(pid, { cpuAvg, cpuMax: this.windowMax.get(pid) ?? NaN, rssMaxMb: this.rssMax.get(pid) ?? NaN });
    }
    const machine = machineTicks();
    const total = machine.total - this.machineStart.total;
    return { byPid, machineBusy: total > 0 ? (100 * (machine.busy - this.machineStart.busy)) / total : NaN };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
