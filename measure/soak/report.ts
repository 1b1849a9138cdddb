// The soak's summary: a table of requests per kind, the checks on what was stored, the worker's
// memory, and the verdict — the run fails on any 5xx or unanswered request, a lost or phantom click, a
// profile that is not its owner's last save, an avatar out of place, or memory growing past the bound.
import { kinds, type Tally } from "./client";
import type { RssSummary } from "./memory";
import type { Verdict } from "./verify";

export type SoakFigures = {
  seconds: number;
  journeys: number;
  clickers: number;
  usersSignedUp: number;
  tallies: Map<string, Tally>;
  problems: string[];
  verdict: Verdict;
  rss: RssSummary;
  warmupSeconds: number;
  warmupRequests: number;
  rssGrowthBoundMb: number;
};

const mb = (value: number) => `${value.toFixed(1)} MB`;

export function failures(figures: SoakFigures): string[] {
  const { tallies, verdict, rss, rssGrowthBoundMb } = figures;
  const total = (field: keyof Tally) => [...tallies.values()].reduce((sum, tally) => sum + tally[field], 0);
  const reasons: string[] = [];
  if (total("server5xx") > 0) reasons.push(`${total("server5xx")} answers were 5xx`);
  if (total("noAnswer") > 0) reasons.push(`${total("noAnswer")} requests got no answer`);
  if (total("unexpected") > 0) reasons.push(`${total("unexpected")} answers had an unexpected status`);
  if (verdict.lostClicks > 0) reasons.push(`${verdict.lostClicks} accepted clicks were lost`);
  if (verdict.extraClicks > 0) reasons.push(`${verdict.extraClicks} clicks were counted that nobody made`);
  if (verdict.mismatchedProfiles.length > 0)
    reasons.push(`${verdict.mismatchedProfiles.length} profiles do not hold their owner's last save`);
  if (verdict.avatarProblems.length > 0) reasons.push(`${verdict.avatarProblems.length} avatars out of place`);
  if (verdict.usersChecked === 0) reasons.push("no user got as far as saving a profile");
  if (!(rss.lastMb - rss.warmMb <= rssGrowthBoundMb))
    reasons.push(`workerd RSS grew by ${mb(rss.lastMb - rss.warmMb)} after warm-up (bound ${mb(rssGrowthBoundMb)})`);
  return reasons;
}

export function summary(figures: SoakFigures): string {
  const { tallies, verdict, rss } = figures;
  const rows = kinds.map((kind) => {
    const t = tallies.get(kind) as Tally;
    return `| ${kind} | ${t.requests} | ${t.ok} | ${t.unexpected} | ${t.server5xx} | ${t.noAnswer} |`;
  });
  const sum = (field: keyof Tally) => [...tallies.values()].reduce((total, tally) => total + tally[field], 0);
  const duringLoad = sum("requests") - (tallies.get("check")?.requests ?? 0);
  const reasons = failures(figures);
  return [
    `Soak: ${figures.warmupRequests} static requests to warm the runtime up, then ${figures.seconds} s of load: ` +
      `${figures.journeys} user journeys + ${figures.clickers} click loops at once ` +
      `(${duringLoad} requests, ${(duringLoad / figures.seconds).toFixed(1)}/s), then the checks.`,
    "",
    "| kind | requests | expected answer | other 4xx/3xx | 5xx | no answer |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    `| **total** | ${sum("requests")} | ${sum("ok")} | ${sum("unexpected")} | ${sum("server5xx")} | ${sum("noAnswer")} |`,
    "",
    "| check | result |",
    "| --- | --- |",
    `| users signed up / with a saved profile checked | ${figures.usersSignedUp} / ${verdict.usersChecked} |`,
    `| profiles not holding their owner's last save (owner or public view) | ${verdict.mismatchedProfiles.length} |`,
    `| clicks accepted (204) / stored | ${verdict.clicksAccepted} / ${verdict.clicksStored} |`,
    `| lost clicks / phantom clicks | ${verdict.lostClicks} / ${verdict.extraClicks} |`,
    `| avatars out of place | ${verdict.avatarProblems.length} |`,
    `| workerd RSS first / last / max (pid ${rss.pid}, ${rss.samples} samples) | ${mb(rss.firstMb)} / ${mb(rss.lastMb)} / ${mb(rss.maxMb)} |`,
    `| RSS after warm-up (${figures.warmupSeconds} s) → last: growth (bound) | ${mb(rss.warmMb)} → ${mb(rss.lastMb)}: ${mb(rss.lastMb - rss.warmMb)} (${mb(figures.rssGrowthBoundMb)}) |`,
    "",
    `workerd RSS every 3 s (MB): ${rss.series.join(" ")}`,
    ...figures.problems.map((line) => `problem: ${line}`),
    ...verdict.mismatchedProfiles.slice(0, 10).map((line) => `mismatch: ${line}`),
    ...verdict.avatarProblems.slice(0, 10).map((line) => `avatar: ${line}`),
    reasons.length === 0 ? "PASS" : `FAIL: ${reasons.join("; ")}`,
  ].join("\n");
}
