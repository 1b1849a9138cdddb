// Reports from visitors and the admin's moderation queue (docs/product.md, "Trust and safety"). A report names a public page;
// repeats from one reporter (a hash of the address) about one page within a day fold into one open
// report and raise its count. Resolving dismisses, suspends the account or hides one link's URL, writes
// an audit entry (the report, its reason, the action, the hidden URL, the note), tells the owner what
// was hidden (a suspension tells them itself) and a reporter who left a contact how it ended.
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { type Locale, pageLocale } from "#contract/i18n/locales";
import { profileMessages } from "#contract/profile-schemas";
import {
  type ReportAction,
  type ReportInput,
  type ReportItem,
  type ReportList,
  type ReportListQuery,
  type ReportReason,
  type ReportResolveInput,
  safetyMessages,
} from "#contract/safety";
import { pageNameMatches } from "../accounts/users";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { links, pages, reports, users } from "../db/schema";
import { sendModerationNotice } from "../email/moderation-notices";
import { enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { shownPublicly } from "../page-snapshot/snapshot";
import { ownerUsername } from "../pages/pages";
import { sha256Hex } from "../security/encoding";
import { hideLinkStatement } from "./held-links";
import { suspendUser } from "./suspension";

/** Repeats within this window from one reporter about one page are one report. */
export const reportFoldWindowMs = 24 * 60 * 60 * 1000;

/**
 * Files a report from the visitor at `clientIp`. A reporter who leaves an address is later mailed in the
 * page's language as they read it — with "auto", the one their Accept-Language asks for — kept with it.
 */
export async function submitReport(
  db: Db,
  input: ReportInput,
  reporter: { clientIp: string; acceptLanguage: string | undefined },
  now = Date.now(),
): Promise<void> {
  const { clientIp } = reporter;
  const [target] = await db
    .select({ id: pages.id, pageLanguage: pages.pageLanguage })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(pageNameMatches(input.username), shownPublicly))
    .limit(1);
  if (!target) throw apiError(404, profileMessages.userNotFound);
  // The address itself is never stored; its hash only lets repeats fold while the report is open.
  const reporterHash = await sha256Hex(`report:${target.id}:${clientIp}`);
  const [earlier] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.pageId, target.id),
        eq(reports.reporterHash, reporterHash),
        eq(reports.status, "open"),
        gte(reports.createdAt, now - reportFoldWindowMs),
      ),
    )
    .limit(1);
  const contactLocale = pageLocale(target.pageLanguage, reporter.acceptLanguage);
  if (earlier) {
    await db
      .update(reports)
      .set({
        reportCount: sql`${reports.reportCount} + 1`,
        ...(input.contact ? { contact: input.contact, contactLocale } : {}),
      })
      .where(eq(reports.id, earlier.id));
    return;
  }
  await db.insert(reports).values({
    id: crypto.randomUUID(),
    pageId: target.id,
    reason: input.reason,
    details: input.details,
    contact: input.contact ?? null,
    contactLocale,
    reporterHash,
    createdAt: now,
  });
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(eq(reports.status, "open"));
  return row?.total ?? 0;
}

export async function listReports(db: Db, query: ReportListQuery): Promise<ReportList> {
  const newestFirst = query.status === "open" ? asc(reports.createdAt) : desc(reports.resolvedAt);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: reports.id,
        pageId: reports.pageId,
        username: pages.username,
        ownerUsername,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
        status: reports.status,
        reportCount: reports.reportCount,
        resolution: reports.resolution,
        note: reports.note,
      })
      .from(reports)
      .innerJoin(pages, eq(pages.id, reports.pageId))
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(eq(reports.status, query.status))
      .orderBy(newestFirst, asc(reports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reports).where(eq(reports.status, query.status)),
  ]);
  const reported = [...new Set(rows.map((row) => row.pageId))];
  const pageLinks = reported.length
    ? await db
        .select({ id: links.id, pageId: links.pageId, title: links.title, url: links.url })
        .from(links)
        .where(inArray(links.pageId, reported))
        .orderBy(asc(links.position))
    : [];
  const items: ReportItem[] = rows.map(({ pageId, ownerUsername, createdAt, reason, resolution, ...row }) => ({
    ...row,
    owner: { username: ownerUsername },
    reason: reason as ReportReason,
    resolution: resolution as ReportAction | null,
    createdAt: new Date(createdAt).toISOString(),
    links: pageLinks.filter((link) => link.pageId === pageId).map(({ id, title, url }) => ({ id, title, url })),
  }));
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function resolveReport(
  db: Db,
  env: Env,
  adminId: string,
  reportId: string,
  input: ReportResolveInput,
): Promise<void> {
  const [report] = await db
    .select({
      pageId: reports.pageId,
      ownerId: pages.ownerId,
      status: reports.status,
      reason: reports.reason,
      contact: reports.contact,
      contactLocale: reports.contactLocale,
      username: pages.username,
    })
    .from(reports)
    .innerJoin(pages, eq(pages.id, reports.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!report) throw apiError(404, safetyMessages.reportNotFound);
  if (report.status !== "open") throw apiError(409, safetyMessages.reportAlreadyResolved);

  const hold = input.action === "hide-link" ? await hideLinkStatement(db, report.pageId, input.linkId ?? "") : null;
  if (input.action === "hide-link" && !hold) throw apiError(404, profileMessages.linkNotFound);
  // The account that owns the page is suspended, every page of it with it; suspending writes its own
  // audit entry and runs pageChanged (suspension.ts).
  if (input.action === "suspend") await suspendUser(db, env, adminId, report.ownerId);

  const resolved = db
    .update(reports)
    .set({
      status: "resolved",
      resolution: input.action,
      note: input.note || null,
      resolvedAt: Date.now(),
      reporterHash: null,
    })
    .where(and(eq(reports.id, reportId), eq(reports.status, "open")));
  const audit = auditStatement(db, {
    action: "resolve_report",
    actorUserId: adminId,
    targetUserId: report.ownerId,
    details: {
      reportId,
      reason: report.reason,
      action: input.action,
      ...(hold ? { linkId: input.linkId, url: hold.url } : {}),
      ...(input.note ? { note: input.note } : {}),
    },
  });
  await db.batch(hold ? [hold.statement, resolved, audit] : [resolved, audit]);
  if (hold) {
    await pageChanged(db, env, { pageId: report.pageId });
    await sendModerationNotice(db, env, report.pageId, {
      kind: "hidden",
      url: hold.url,
      reason: report.reason as ReportReason,
    });
  }
  if (report.contact) {
    await tellReporter(env, { to: report.contact, locale: report.contactLocale }, report.username, input.action);
  }
}

/** The reporter hears the outcome; a queue outage is logged, never undoing the resolution. */
async function tellReporter(
  env: Env,
  reporter: { to: string; locale: Locale },
  username: string,
  outcome: ReportAction,
): Promise<void> {
  await enqueueEmail(env, { template: "report_resolved", ...reporter, data: { username, outcome } }).catch((error) =>
    console.error("the reporter could not be told of the resolution", error),
  );
}
