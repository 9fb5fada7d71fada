import { readFileSync } from 'node:fs';

/** What Linux tells about a process at one moment (from /proc/<pid>). */
export interface ProcessSample {
  /** User + system CPU time, in seconds. */
  readonly cpuSeconds: number;
  /** Bytes the process caused to be written to storage (`write_bytes` of /proc/<pid>/io). */
  readonly writeBytes: number;
  /** Resident set size, in bytes. */
  readonly rssBytes: number;
}

const TICKS_PER_SECOND = 100;

/** Reads CPU time, bytes written to storage and RSS of process `pid` (Linux only). */
export function sampleProcess(pid: number): ProcessSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; index 11 and 12 after the command name.
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / TICKS_PER_SECOND;
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const writeBytes = Number(/^write_bytes: (\d+)/m.exec(io)?.[1] ?? NaN);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssBytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
  return { cpuSeconds, writeBytes, rssBytes };
}
