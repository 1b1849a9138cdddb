// CPU time spent by the app's processes (vite preview's node and workerd), read from /proc: unlike
// requests per second, a figure that the rest of a shared machine barely moves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

/** CPU milliseconds (user + system) used so far by every process of the group, or null without /proc. */
export function processGroupCpuMs(groupId: number): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  ticksPerSecond ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // After "pid (comm) ": state, ppid, pgrp, …; utime and stime are the 14th and 15th fields overall.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}
