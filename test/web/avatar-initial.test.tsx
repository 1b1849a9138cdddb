// What stands for a missing profile picture (docs/product.md, "Accounts: the rules"): the username's
// uppercase initial, or "?" — one rule (contract/avatar-initial.ts) that the public page's body and the
// dashboard's avatar both draw.
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { avatarInitial } from "#contract/avatar-initial";
import { ProfileBody } from "#contract/page/ProfileBody.tsx";
import type { PublicProfile } from "#contract/types";
import { Avatar } from "../../web/components/Avatar";

describe("the avatar's initial", () => {
  it.each([
    ["ada", "A"],
    ["zed_42", "Z"],
    ["  bob ", "B"],
    ["édith", "É"],
    ["😀smile", "😀"],
    ["", "?"],
    ["   ", "?"],
  ])("of %j is %j", (username, initial) => {
    expect(avatarInitial(username)).toBe(initial);
  });

  it("is the same on the public page's body and on the dashboard's avatar", () => {
    const profile: PublicProfile = {
      username: " zed",
      displayName: "",
      avatar: null,
      bio: "",
      links: [],
      theme: { preset: "nightfall", accent: null },
      socials: [],
      sensitive: false,
      isPro: false,
      showBranding: false,
      referralCode: "r",
      pageTitle: "",
      pageDescription: "",
      noindex: false,
    };
    const page = renderToStaticMarkup(<ProfileBody profile={profile} avatar={null} />);
    expect(page).toContain('<div class="avatar" aria-hidden="true">Z</div>');
    const { container } = render(<Avatar src={null} username=" zed" label="Your avatar" />);
    expect(container.textContent).toBe("Z");
  });
});
