import { readFile } from 'node:fs/promises';

/** Resident memory of a process, in MB: now, and the highest it has been since it started (kept by the kernel). */
export type MemoryReading = { rss_mb: number; peak_mb: number };

/** Linux's /proc/<pid>/status; undefined elsewhere, or once the process is gone. */
export async function readMemory(pid: number): Promise<MemoryReading | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  if (status === undefined) return undefined;
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const rss = kilobytes('VmRSS');
  const peak = kilobytes('VmHWM');
  if (!Number.isFinite(rss) || !Number.isFinite(peak)) return undefined;
  return { rss_mb: Math.round(rss / 1024), peak_mb: Math.round(peak / 1024) };
}

/**
 * Follows the server's peak resident memory row by row, so a peak can be put down to the row that raised it.
 * `mark(row)` after each row; `rises()` lists the rows that raised the peak, largest rise first.
 */
export function createMemoryTracker(pid: number) {
  const marks: { row: string; reading: MemoryReading }[] = [];
  return {
    read: () => readMemory(pid),
    async mark(row: string) {
      const reading = await readMemory(pid);
      if (reading) marks.push({ row, reading });
    },
    /** Resident at the first mark (the server ready, before any row). */
    first: (): MemoryReading | undefined => marks[0]?.reading,
    rises(): { row: string; mb: number }[] {
      return marks
        .slice(1)
        .map((mark, i) => ({
          row: mark.row,
          mb: mark.reading.peak_mb - (marks[i]?.reading.peak_mb ?? mark.reading.peak_mb),
        }))
        .filter((rise) => rise.mb > 0)
        .sort((a, b) => b.mb - a.mb);
    },
  };
}
export type MemoryTracker = ReturnType<typeof createMemoryTracker>;
