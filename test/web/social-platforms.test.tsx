// The platforms of the icon row (docs/product.md, "Making the page yours"): each is recognised from the
// addresses people paste and drawn as an inline mark with the platform's name as its accessible name.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialIcons } from "#contract/page/social-icons.tsx";
import { detectPlatform, type SocialPlatform, socialPlatforms } from "#contract/socials";

const pasted: [SocialPlatform, string][] = [
  ["linkedin", "https://www.linkedin.com/in/ada-lovelace"],
  ["linkedin", "https://lnkd.in/abc123"],
  ["snapchat", "https://www.snapchat.com/add/ada"],
  ["applemusic", "https://music.apple.com/us/artist/ada/123"],
  ["amazon", "https://www.amazon.co.uk/shop/ada"],
  ["amazon", "https://amzn.to/3xyz"],
  ["etsy", "https://www.etsy.com/shop/AdaMakes"],
  ["paypal", "https://paypal.me/ada"],
  ["venmo", "https://account.venmo.com/u/ada"],
  ["cashapp", "https://cash.app/$ada"],
  ["behance", "https://www.behance.net/ada"],
  ["dribbble", "https://dribbble.com/ada"],
  ["steam", "https://steamcommunity.com/id/ada"],
  ["steam", "https://store.steampowered.com/app/1"],
  ["kick", "https://kick.com/ada"],
  ["signal", "https://signal.me/#eu/abc"],
];

describe("the platforms people link to", () => {
  it.each(pasted)("recognises %s from %s", (platform, url) => {
    expect(detectPlatform(url)).toBe(platform);
  });

  it("leaves look-alike hosts to the website icon", () => {
    expect(detectPlatform("https://notlinkedin.com/in/ada")).toBe("website");
    expect(detectPlatform("https://apple.com/music")).toBe("website");
    expect(detectPlatform("https://linkedin.com.evil.example/in/ada")).toBe("website");
  });

  it("draws every platform as a mark named for it, on its own grid", () => {
    const platforms = Object.keys(socialPlatforms) as SocialPlatform[];
    render(<SocialIcons socials={platforms.map((platform) => ({ platform, url: "https://example.com/" }))} />);
    for (const platform of platforms) {
      const icon = screen.getByRole("img", { name: socialPlatforms[platform].label });
      expect(icon.querySelector("path")?.getAttribute("d")?.length, platform).toBeGreaterThan(20);
    }
    // Font Awesome's marks are drawn on their own width × 512, simple-icons' on 24 × 24.
    expect(screen.getByRole("img", { name: "LinkedIn" }).getAttribute("viewBox")).toBe("0 0 448 512");
    expect(screen.getByRole("img", { name: "Snapchat" }).getAttribute("viewBox")).toBe("0 0 24 24");
  });
});
