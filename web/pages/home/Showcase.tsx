// The home page's showcase (product §2 "/"): a live rendering of a real public profile — the one the
// operator names in SHOWCASE_USERNAME (the seeded demo locally) — read from GET /api/user/{username}
// each time the page is shown. Its frame has a fixed size, so the profile arriving moves nothing.
import { useEffect, useState } from "react";
import type { PublicProfile } from "#contract/types";
import { api } from "../../api/client";
import { Avatar } from "../../components/Avatar";

/** The card shows this many links; the rest are on the page itself. */
const linksShown = 4;

type State = { kind: "loading" } | { kind: "shown"; profile: PublicProfile } | { kind: "missing" };

export function Showcase({ username }: { username: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    api<PublicProfile>(`/api/user/${encodeURIComponent(username)}`, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted)
        setState(result.ok ? { kind: "shown", profile: result.data } : { kind: "missing" });
    });
    return () => controller.abort();
  }, [username]);

  // A showcase that is gone (renamed, deleted, suspended) leaves the frame empty rather than broken.
  if (state.kind === "missing") return <div className="showcase showcase--empty" aria-hidden="true" />;
  const profile = state.kind === "shown" ? state.profile : null;
  const address = `/${encodeURIComponent(username)}`;
  return (
    <figure className="showcase" aria-busy={profile ? undefined : true}>
      <div className="showcase__phone">
        {profile ? (
          <>
            <Avatar
              src={profile.avatar}
              username={profile.username}
              label={`Avatar of @${profile.username}`}
              className="showcase__avatar"
            />
            <p className="showcase__handle">@{profile.username}</p>
            <p className="showcase__bio">{profile.bio}</p>
            <ul className="showcase__links">
              {profile.links.slice(0, linksShown).map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the order is the identity.
                <li key={index}>
                  <a href={link.url} rel="noopener nofollow ugc">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="showcase__skeleton" />
        )}
      </div>
      <figcaption className="muted">
        A real LinkNest page, live: <a href={address}>{`see @${username}`}</a>
      </figcaption>
    </figure>
  );
}
