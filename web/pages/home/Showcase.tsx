// The home page's showcase (docs/product.md, "Screens"): a live rendering of a real public profile — the one the
// operator names in SHOWCASE_USERNAME (the seeded demo locally) — read from GET /api/user/{username}
// each time the page is shown. With no showcase set, one that is gone or one marked sensitive, a sample
// page stands in; links marked sensitive are left out. The frame holds its size while the page loads,
// and grows rather than cut a longer bio or link title.
import { useQuery } from "@tanstack/react-query";
import type { Translate } from "#contract/i18n/translate";
import type { PublicProfile } from "#contract/types";
import { apiRoutes, pathParams } from "../../api/client";
import { apiQuery } from "../../api/queries";
import { Avatar } from "../../components/Avatar";
import { useWords } from "../../i18n/I18nProvider";
import { productName } from "../../product";
import { showcaseTexts as texts } from "./home-texts";

const publicProfile = apiRoutes.user[":username"];

/** The card shows this many links; the rest are on the page itself. */
const linksShown = 4;

/** What a page looks like, for a home page without a showcase: in the reader's words. */
const sampleIn = (t: Translate): PublicProfile => ({
  username: "yourname",
  displayName: "",
  avatar: null,
  bio: t(texts.sampleBio),
  links: [texts.samplePortfolio, texts.sampleVideo, texts.sampleNewsletter].map((title) => ({
    kind: "link",
    title: t(title),
    url: "/signup",
    featured: false,
    sensitive: false,
  })),
  theme: { preset: "nightfall", accent: null },
  socials: [],
  isPro: false,
  showBranding: true,
  referralCode: "",
  sensitive: false,
  pageTitle: "",
  pageDescription: "",
  noindex: false,
});

type State = { kind: "loading" } | { kind: "shown"; profile: PublicProfile } | { kind: "sample" };

function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { t } = useWords();
  return (
    <>
      <Avatar
        src={profile.avatar}
        username={profile.username}
        label={t(texts.avatar, { username: profile.username })}
        className="showcase__avatar"
      />
      <p className="showcase__handle">@{profile.username}</p>
      <p className="showcase__bio">{profile.bio}</p>
      <ul className="showcase__links">
        {profile.links
          // Only plain links: no section, player or form, and nothing behind the 18+ notice.
          .flatMap((link) => (link.kind === "link" && !link.sensitive ? [link] : []))
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
  const { t } = useWords();
  const param = pathParams({ username: username ?? "" });
  const profile = useQuery({
    ...apiQuery(publicProfile.$path({ param }), (options) => publicProfile.$get({ param }, options)),
    enabled: Boolean(username),
  });
  // A page its owner marks sensitive is never the home page's advertisement: the sample stands in.
  const state: State = profile.data
    ? profile.data.sensitive
      ? { kind: "sample" }
      : { kind: "shown", profile: profile.data }
    : username === undefined || (username && !profile.isError)
      ? { kind: "loading" }
      : { kind: "sample" };

  const live = state.kind === "shown" && username;
  return (
    <figure className="showcase" aria-busy={state.kind === "loading" ? true : undefined}>
      <div className="showcase__phone">
        {state.kind === "loading" ? (
          <div className="showcase__skeleton" />
        ) : (
          <ProfileCard profile={state.kind === "shown" ? state.profile : sampleIn(t)} />
        )}
      </div>
      <figcaption className="muted showcase__caption">
        {live ? (
          <>
            {t(texts.live, { productName })}{" "}
            <a href={`/${encodeURIComponent(username)}`}>{t(texts.see, { username })}</a>
          </>
        ) : (
          t(texts.sample)
        )}
      </figcaption>
    </figure>
  );
}
