// CPU time spent by the app's processes, read from /proc: unlike requests per second, a figure that the
// rest of a shared machine barely moves. Two parts are told apart: workerd, the Workers runtime that runs
// everything Cloudflare runs in production (the worker, the asset server, queues, D1), and vite
// preview's node, which only stands in locally for Cloudflare's front line (it takes each HTTP request
// and hands it to workerd) and costs a request with a body more than one without.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

export type CpuMs = {
  /** Every process of the group: the runtime and the local front line. */
  total: number;
  /** workerd's processes alone. */
  runtime: number;
};

let ticksPerSecond: number | undefined;

/** CPU milliseconds (user + system) used so far by the processes of the group, or null without /proc. */
export function processGroupCpuMs(groupId: number): CpuMs | null {
  if (!existsSync("/proc/self/stat")) return null;
  ticksPerSecond ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  let total = 0;
  let runtime = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid pgrp …": utime and stime are the 14th and 15th fields overall.
    const commEnd = stat.lastIndexOf(")");
    const fields = stat.slice(commEnd + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue;
    const ticks = Number(fields[11]) + Number(fields[12]);
    total += ticks;
    if (stat.slice(stat.indexOf("(") + 1, commEnd) === "workerd") runtime += ticks;
  }
  const toMs = (ticks: number) => (ticks * 1000) / (ticksPerSecond as number);
  return { total: toMs(total), runtime: toMs(runtime) };
}
