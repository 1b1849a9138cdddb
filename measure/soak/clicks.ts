// Visitors clicking links on the soak users' pages while their owners keep saving them. Every 204 is
// a click the app accepted, counted per user and position: afterwards the stored counts must match.
import type { SoakClient } from "./client";
import { linksPerProfile, type SoakUser } from "./journeys";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor after another until the deadline, on a random saved profile and link. */
export async function clickLoop(client: SoakClient, users: SoakUser[], deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ready = users.filter((user) => user.saved);
    const user = ready[Math.floor(Math.random() * ready.length)];
    if (!user) {
      await sleep(100); // nobody has links yet
      continue;
    }
    const position = Math.floor(Math.random() * linksPerProfile);
    const answer = await client.send("click", "/api/click", {
      method: "POST",
      json: { username: user.username, linkIndex: position },
      expect: [204],
    });
    if (answer?.status === 204) user.clicks[position] = (user.clicks[position] ?? 0) + 1;
  }
}
