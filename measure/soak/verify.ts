// After the load: what the app stored, read back through its own API, against what the soak was told.
// The owner's view (D1) and the public view (the KV snapshot) must both show each user's own last
// save — not an earlier one, not someone else's — with every accepted click counted, and the avatar
// last uploaded served while the ones it replaced are gone.
import type { SoakClient } from "./client";
import type { SoakUser } from "./journeys";

export type Verdict = {
  usersChecked: number;
  mismatchedProfiles: string[];
  clicksAccepted: number;
  clicksStored: number;
  lostClicks: number;
  extraClicks: number;
  avatarProblems: string[];
};

type OwnerView = { bio: string; avatar: string | null; links: { title: string; url: string; clicks: number }[] };
type PublicView = { bio: string; avatar: string | null; links: { title: string; url: string }[] };

const sameLinks = (a: { title: string; url: string }[], b: { title: string; url: string }[]) =>
  JSON.stringify(a.map(({ title, url }) => [title, url])) === JSON.stringify(b.map(({ title, url }) => [title, url]));

export async function verifyStored(client: SoakClient, users: SoakUser[]): Promise<Verdict> {
  const verdict: Verdict = {
    usersChecked: 0,
    mismatchedProfiles: [],
    clicksAccepted: 0,
    clicksStored: 0,
    lostClicks: 0,
    extraClicks: 0,
    avatarProblems: [],
  };
  for (const user of users) {
    const saved = user.saved;
    if (!saved) continue;
    verdict.usersChecked += 1;
    const owner = (await client.send("check", "/api/profile", { cookie: user.cookie }))?.body as OwnerView | undefined;
    const shown = (await client.send("check", `/api/user/${user.username}`))?.body as PublicView | undefined;
    for (const [view, profile] of [
      ["owner", owner],
      ["public", shown],
    ] as const) {
      if (!profile || profile.bio !== saved.bio || !sameLinks(profile.links ?? [], saved.links)) {
        verdict.mismatchedProfiles.push(`${user.username} (${view} view)`);
      } else if (profile.avatar !== user.avatar) {
        verdict.avatarProblems.push(
          `${user.username}: ${view} view shows ${profile.avatar}, last upload ${user.avatar}`,
        );
      }
    }
    user.clicks.forEach((accepted, position) => {
      const stored = owner?.links?.[position]?.clicks ?? 0;
      verdict.clicksAccepted += accepted;
      verdict.clicksStored += stored;
      verdict.lostClicks += Math.max(0, accepted - stored);
      verdict.extraClicks += Math.max(0, stored - accepted);
    });
    if (user.avatar && (await client.send("check", user.avatar))?.status !== 200) {
      verdict.avatarProblems.push(`${user.username}: ${user.avatar} is not served`);
    }
    for (const replaced of user.replacedAvatars) {
      if ((await client.send("check", replaced, { expect: [404] }))?.status !== 404) {
        verdict.avatarProblems.push(`${user.username}: replaced ${replaced} is still served`);
      }
    }
  }
  return verdict;
}
