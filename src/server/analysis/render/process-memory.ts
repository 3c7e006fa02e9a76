import fs from 'node:fs';

/** The parent of each process, read from /proc (Linux); empty elsewhere. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return map;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

/** The process and every process below it. */
export function processTree(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(byParent.get(tree[i] as number) ?? []));
  return tree;
}

/** Resident memory of one process in bytes (VmRSS), 0 when it is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The command line of a process, '' when it is gone. */
export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * Resident memory of a process and all its descendants, summed. Pages shared between processes
 * (the browser's code, mapped by each of its processes) count once per process, so the sum is
 * an upper bound of what the tree really holds.
 */
export function treeResidentBytes(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + residentBytes(pid), 0);
}
