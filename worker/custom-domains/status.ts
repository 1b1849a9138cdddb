// A custom domain's status in LinkNest's words (docs/decisions/040): the provider's state of the hostname
// and its certificate judged as pending, verifying, active or failed with a reason, and the answer the
// API gives for a stored domain — the records to add, the status with what to do next, and the end of
// the days it keeps serving after Pro ended.
import {
  type CustomDomain,
  type CustomDomainStatus,
  customDomainGraceDays,
  customDomainMessages,
  type DnsRecord,
} from "#contract/custom-domains";
import { isPro, type SubscriptionState } from "../billing/tier";
import type { customDomains } from "../db/schema";
import type { ProviderHostname } from "./provider";

export type CustomDomainRow = typeof customDomains.$inferSelect;
export type Failure = NonNullable<CustomDomainRow["failure"]>;
export type Judgement = { status: CustomDomainStatus; failure: Failure | null };

export const graceMs = customDomainGraceDays * 24 * 60 * 60 * 1000;

/** Certificate states Cloudflare gives up in. */
const timedOutStates: ReadonlySet<string> = new Set([
  "initializing_timed_out",
  "validation_timed_out",
  "issuance_timed_out",
  "deployment_timed_out",
]);
/** Hostname states in which Cloudflare will not serve it. */
const refusedStates: ReadonlySet<string> = new Set([
  "blocked",
  "pending_blocked",
  "test_blocked",
  "test_failed",
  "moved",
  "deleted",
  "pending_deletion",
]);

export function judge(hostname: ProviderHostname): Judgement {
  if (timedOutStates.has(hostname.sslStatus)) return { status: "failed", failure: "timed_out" };
  if (hostname.certificateErrors.some((message) => /caa/i.test(message))) return { status: "failed", failure: "caa" };
  if (refusedStates.has(hostname.status)) return { status: "failed", failure: "refused" };
  if (hostname.status === "active" && hostname.sslStatus === "active") return { status: "active", failure: null };
  // Cloudflare names what it cannot see yet (that the hostname does not CNAME to the zone): DNS to do.
  if (hostname.verificationErrors.length > 0 || hostname.sslStatus === "initializing") {
    return { status: "pending", failure: null };
  }
  return { status: "verifying", failure: null };
}

/** What a domain still waiting after the grace days has failed of: its CNAME, or everything after it. */
export function timedOutJudgement(status: CustomDomainStatus): Judgement {
  return { status: "failed", failure: status === "pending" ? "wrong_cname" : "timed_out" };
}

export const isSettled = (status: CustomDomainStatus) => status === "active" || status === "failed";

function failureMessage(failure: Failure | null, hostname: string, target: string): string {
  switch (failure) {
    case "wrong_cname":
      return customDomainMessages.wrongCname(hostname, target);
    case "caa":
      return customDomainMessages.caaBlocks;
    case "refused":
      return customDomainMessages.refused;
    default:
      return customDomainMessages.timedOut;
  }
}

function statusMessage(row: CustomDomainRow, target: string): string {
  if (row.status === "failed") return failureMessage(row.failure, row.unicodeHostname, target);
  if (row.status === "active") return customDomainMessages.active(row.unicodeHostname);
  return customDomainMessages[row.status];
}

/** The records to add while the domain is not active: the CNAME to the target, then what the provider asks. */
function recordsToAdd(row: CustomDomainRow, target: string): DnsRecord[] {
  if (row.status === "active" || row.status === "failed") return [];
  const asked = JSON.parse(row.providerRecords) as DnsRecord[];
  return [{ type: "CNAME", name: row.hostname, value: target }, ...asked];
}

/**
 * When the plan stopped being Pro, as the grace days count it: its end date once past, else now. The
 * hourly sweep stores this, and the owner's read shows it before the sweep has run, so the day the
 * domain stops never moves between the two.
 */
export const planEndedAt = (plan: SubscriptionState, now: number) => Math.min(plan.subscriptionEndDate ?? now, now);

/** The row as the owner sees it now: the grace days already begun when Pro has ended, swept or not. */
export function withPlanGrace(row: CustomDomainRow, plan: SubscriptionState, now: number): CustomDomainRow {
  if (row.proEndedAt !== null || isPro(plan, now)) return row;
  return { ...row, proEndedAt: planEndedAt(plan, now) };
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export function customDomainAnswer(row: CustomDomainRow, target: string): CustomDomain {
  const endsAt = row.proEndedAt === null ? null : row.proEndedAt + graceMs;
  const notes = [statusMessage(row, target)];
  if (row.providerUnreachable && !isSettled(row.status)) notes.push(customDomainMessages.retrying);
  if (endsAt !== null) notes.push(customDomainMessages.proEnded(new Date(endsAt).toISOString()));
  return {
    hostname: row.hostname,
    unicodeHostname: row.unicodeHostname,
    status: row.status,
    records: recordsToAdd(row, target),
    message: notes.join(" "),
    createdAt: new Date(row.createdAt).toISOString(),
    activeAt: iso(row.activeAt),
    endsAt: iso(endsAt),
  };
}
