import { beforeAll, describe, expect, it } from "vitest";
import { type Client, type SeedUser, seedUsers, signedInAdmin } from "./support/admin";
import { json } from "./support/requests";

// This file's database holds only the admin and the users seeded here, so the numbers are exact.
const day = 24 * 60 * 60 * 1000;
const now = Date.now();
let client: Client;

const ago = (days: number) => now - days * day;
const seeded: (SeedUser & { pro: boolean })[] = [
  { username: "st_today", email: "today@stats.test", emailVerified: true, createdAt: ago(0), pro: false },
  {
    username: "st_three",
    email: "three@stats.test",
    createdAt: ago(3),
    subscriptionStatus: "active",
    subscriptionEndDate: now + day,
    pro: true,
  },
  {
    username: "st_six",
    email: "six@stats.test",
    emailVerified: true,
    createdAt: ago(6.5),
    subscriptionStatus: "trialing",
    pro: true,
  },
  {
    username: "st_ten",
    email: "ten@stats.test",
    createdAt: ago(10),
    subscriptionStatus: "cancelling",
    subscriptionEndDate: now + day,
    pro: true,
  },
  {
    username: "st_lapsed",
    email: "lapsed@stats.test",
    emailVerified: true,
    createdAt: ago(10),
    subscriptionStatus: "active",
    subscriptionEndDate: now - day,
    pro: false,
  },
  {
    username: "st_29",
    email: "29@stats.test",
    createdAt: ago(29),
    subscriptionStatus: "canceled",
    subscriptionEndDate: now - day,
    pro: false,
  },
  { username: "st_31", email: "31@stats.test", emailVerified: true, createdAt: ago(31), pro: false },
  {
    username: "st_old",
    email: "old@stats.test",
    emailVerified: true,
    createdAt: ago(400),
    isSuspended: true,
    pro: false,
  },
];

beforeAll(async () => {
  client = (await signedInAdmin("stats_admin")).client;
  await seedUsers(seeded);
});

const dayLabel = (time: number) => new Date(time).toISOString().slice(0, 10);

describe("GET /api/admin/stats", () => {
  it("counts users, verified users, Pro users by the tier rule, and signups over 7 and 30 days", async () => {
    const response = await client.request("/api/admin/stats");
    expect(response.status).toBe(200);
    const stats = await json<Record<string, unknown>>(response);
    // The admin signed up just now and is verified.
    expect({ ...stats, dailySignups: undefined }).toEqual({
      totalUsers: seeded.length + 1,
      verifiedUsers: seeded.filter((user) => user.emailVerified).length + 1,
      proUsers: seeded.filter((user) => user.pro).length,
      signupsLast7Days: 4,
      signupsLast30Days: 7,
      dailySignups: undefined,
      openReports: 0,
    });
  });

  it("gives 30 days of signups, oldest first, zero-filled, ending today (UTC)", async () => {
    const { dailySignups } = await json<{ dailySignups: { date: string; count: number }[] }>(
      await client.request("/api/admin/stats"),
    );
    expect(dailySignups).toHaveLength(30);
    expect(dailySignups.at(-1)?.date).toBe(dayLabel(Date.now()));
    const expected = Array.from({ length: 30 }, (_, index) => {
      const date = dayLabel(now - (29 - index) * day);
      const users = [...seeded.map((user) => user.createdAt as number), now];
      return { date, count: users.filter((time) => dayLabel(time) === date).length };
    });
    expect(dailySignups).toEqual(expected);
    expect(dailySignups.reduce((sum, entry) => sum + entry.count, 0)).toBe(7);
  });
});

describe("GET /api/admin/top-referrers", () => {
  beforeAll(async () => {
    await seedUsers([
      { username: "ref_five", email: "five@referrers.test", referralCount: 5 },
      { username: "ref_twelve_a", email: "twelve-a@referrers.test", referralCount: 12 },
      { username: "ref_none", email: "none@referrers.test", referralCount: 0 },
      { username: "ref_three", email: "three@referrers.test", referralCount: 3 },
      { username: "ref_twelve_b", email: "twelve-b@referrers.test", referralCount: 12 },
      { username: "ref_one", email: "one@referrers.test", referralCount: 1 },
    ]);
  });

  async function top(query: string) {
    const response = await client.request(`/api/admin/top-referrers${query}`);
    expect(response.status, query).toBe(200);
    return (await json<{ items: { _id: string; username: string; email: string; referralCount: number }[] }>(response))
      .items;
  }

  it("lists referrers by referral count, most first, only those with referrals", async () => {
    const items = await top("?limit=10");
    expect(items.map((item) => [item.username, item.referralCount])).toEqual([
      ["ref_twelve_b", 12],
      ["ref_twelve_a", 12],
      ["ref_five", 5],
      ["ref_three", 3],
      ["ref_one", 1],
    ]);
    expect(items[2]).toEqual({
      _id: expect.any(String),
      username: "ref_five",
      email: "five@referrers.test",
      referralCount: 5,
    });
  });

  it("takes a limit from 1 to 50 (10 by default)", async () => {
    expect((await top("?limit=2")).map((item) => item.referralCount)).toEqual([12, 12]);
    expect(await top("")).toHaveLength(5);
    for (const query of ["?limit=0", "?limit=51", "?limit=ten"]) {
      expect((await client.request(`/api/admin/top-referrers${query}`)).status, query).toBe(400);
    }
  });
});
