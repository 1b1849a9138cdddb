// One soak user's life, as a person would live it: sign up, open the mailed link, log in, then save
// their profile again and again (distinct bio and link titles each time, keeping the link ids as the
// dashboard does, so counted clicks stay with their links), upload avatars and log in once more.
// What was last saved successfully is kept, to be compared with what the app stored afterwards.
import { type SoakClient, sessionCookie } from "./client";

export type SavedProfile = { bio: string; links: { title: string; url: string }[] };

export type SoakUser = {
  username: string;
  email: string;
  password: string;
  cookie: string;
  /** The last profile the app confirmed saving (200); clicks only go to users that have one. */
  saved?: SavedProfile;
  linkIds: string[];
  avatar: string | null;
  /** Avatars this user replaced: their files must be gone. */
  replacedAvatars: string[];
  /** 2xx click answers per link position. */
  clicks: number[];
};

export const linksPerProfile = 3;
const savesPerUser = 10;
const password = "Soak1234";

let userCounter = 0;
const runId = Date.now().toString(36);

/** A PNG header and a user-specific tail: small, valid by signature, different per upload. */
function pngBytes(seed: string): Uint8Array {
  const tail = new TextEncoder().encode(seed.padEnd(64, "."));
  const bytes = new Uint8Array(8 + tail.length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes.set(tail, 8);
  return bytes;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the mailed verification link, once the queue consumer has put it in the dev mailbox. */
async function verificationToken(client: SoakClient, email: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const answer = await client.send("mail", `/api/dev/mail?to=${encodeURIComponent(email)}`);
    const items = (answer?.body as { items?: { text: string }[] } | undefined)?.items ?? [];
    const token = items[0]?.text.match(/\/verify-email\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await sleep(250);
  }
  return undefined;
}

async function logIn(client: SoakClient, user: SoakUser): Promise<boolean> {
  // The browser sends its current cookie: the app retires that session for the new one.
  const answer = await client.send("login", "/api/login", {
    method: "POST",
    cookie: user.cookie,
    json: { identifier: user.username, password: user.password },
  });
  const cookie = sessionCookie(answer);
  if (cookie) user.cookie = cookie;
  return Boolean(cookie);
}

async function saveProfile(client: SoakClient, user: SoakUser, round: number): Promise<void> {
  const profile: SavedProfile = {
    bio: `Bio of ${user.username}, save ${round}`,
    links: Array.from({ length: linksPerProfile }, (_, i) => ({
      title: `${user.username} link ${i} v${round}`,
      url: `https://example.com/${user.username}/${i}?v=${round}`,
    })),
  };
  const answer = await client.send("save", "/api/profile", {
    method: "PUT",
    cookie: user.cookie,
    json: {
      username: user.username,
      bio: profile.bio,
      avatar: user.avatar,
      links: profile.links.map((link, i) => ({ ...link, id: user.linkIds[i] })),
    },
  });
  if (answer?.status !== 200) return;
  user.saved = profile;
  user.linkIds = ((answer.body as { links: { id: string }[] }).links ?? []).map((link) => link.id);
}

async function uploadAvatar(client: SoakClient, user: SoakUser, round: number): Promise<void> {
  const form = new FormData();
  form.append("avatar", new Blob([pngBytes(`${user.username}-${round}`)], { type: "image/png" }), "avatar.png");
  const answer = await client.send("avatar", "/api/upload/avatar", { method: "POST", cookie: user.cookie, body: form });
  if (answer?.status !== 200) return;
  if (user.avatar) user.replacedAvatars.push(user.avatar);
  user.avatar = (answer.body as { url: string }).url;
}

/** Runs one user from signup to the last save, stopping early at the deadline. */
export async function liveOneUser(client: SoakClient, users: SoakUser[], deadline: number): Promise<void> {
  userCounter += 1;
  const username = `soak_${runId}_${userCounter}`;
  const user: SoakUser = {
    username,
    email: `${username}@example.com`,
    password,
    cookie: "",
    linkIds: [],
    avatar: null,
    replacedAvatars: [],
    clicks: Array.from({ length: linksPerProfile }, () => 0),
  };
  const signup = await client.send("signup", "/api/signup", {
    method: "POST",
    json: { username, email: user.email, password },
    expect: [201],
  });
  if (signup?.status !== 201) return;
  users.push(user);
  // What the SPA's /verify-email page calls with the token from the link.
  const token = await verificationToken(client, user.email);
  if (!token || (await client.send("verify", `/api/verify-email?token=${token}`))?.status !== 200) return;
  if (!(await logIn(client, user))) return;

  for (let round = 0; round < savesPerUser && Date.now() < deadline; round++) {
    await saveProfile(client, user, round);
    if (round === 1 || round === 6) await uploadAvatar(client, user, round);
    // A second login mid-way: a fresh session replaces the first, as on a second device.
    if (round === 4) await logIn(client, user);
  }
}

/** One of the concurrent journeys: users one after another until the deadline. */
export async function journeyLoop(client: SoakClient, users: SoakUser[], deadline: number): Promise<void> {
  while (Date.now() < deadline) await liveOneUser(client, users, deadline);
}
