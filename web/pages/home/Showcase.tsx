// The home page's showcase (docs/product.md, "Screens"): a live rendering of a real public profile — the one the
// operator names in SHOWCASE_USERNAME (the seeded demo locally) — read from GET /api/user/{username}
// each time the page is shown. With no showcase set, or one that is gone, a sample page stands in. Its
// frame has a fixed size, so what arrives moves nothing.
import { useEffect, useState } from "react";
import type { PublicProfile } from "#contract/types";
import { api } from "../../api/client";
import { Avatar } from "../../components/Avatar";

/** The card shows this many links; the rest are on the page itself. */
const linksShown = 4;

/** What a page looks like, for a home page without a showcase. */
const sample: PublicProfile = {
  username: "yourname",
  avatar: null,
  bio: "Everything I make, in one place.",
  links: [
    { kind: "link", title: "My portfolio", url: "/signup", featured: false, sensitive: false },
    { kind: "link", title: "Latest video", url: "/signup", featured: false, sensitive: false },
    { kind: "link", title: "Newsletter", url: "/signup", featured: false, sensitive: false },
  ],
  theme: { preset: "nightfall", accent: null },
  socials: [],
  isPro: false,
  showBranding: true,
  referralCode: "",
  sensitive: false,
};

type State = { kind: "loading" } | { kind: "shown"; profile: PublicProfile } | { kind: "sample" };

function ProfileCard({ profile }: { profile: PublicProfile }) {
  return (
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
        {profile.links
          .flatMap((link) => (link.kind === "header" ? [] : [link]))
          .slice(0, linksShown)
          .map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the order is the identity.
            <li key={index}>
              <a href={link.url} rel="noopener nofollow ugc">
                {link.title}
              </a>
            </li>
          ))}
      </ul>
    </>
  );
}

/** `username`: the showcase, null for none, undefined while not yet known (the prerendered page). */
export function Showcase({ username }: { username: string | null | undefined }) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    if (username === undefined) return;
    if (username === null) {
      setState({ kind: "sample" });
      return;
    }
    const controller = new AbortController();
    api<PublicProfile>(`/api/user/${encodeURIComponent(username)}`, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted)
        setState(result.ok ? { kind: "shown", profile: result.data } : { kind: "sample" });
    });
    return () => controller.abort();
  }, [username]);

  const live = state.kind === "shown" && username;
  return (
    <figure className="showcase" aria-busy={state.kind === "loading" ? true : undefined}>
      <div className="showcase__phone">
        {state.kind === "loading" ? (
          <div className="showcase__skeleton" />
        ) : (
          <ProfileCard profile={state.kind === "shown" ? state.profile : sample} />
        )}
      </div>
      <figcaption className="muted showcase__caption">
        {live ? (
          <>
            A real LinkNest page, live: <a href={`/${encodeURIComponent(username)}`}>{`see @${username}`}</a>
          </>
        ) : (
          "What your page could look like."
        )}
      </figcaption>
    </figure>
  );
}
