// Which addresses play on the page and the player each one names (contract/embeds.ts): the save, the
// page's facade and its CSP all read them here.
import { describe, expect, it } from "vitest";
import { embedFrameOrigins, embedOf, embedUrlProblem } from "#contract/embeds";

describe("embeddable addresses", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    ],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://vimeo.com/76979871/8272103f6e", "https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1"],
    [
      "https://open.spotify.com/intl-de/album/1DFixLWuPkv3KT3TnV35m3",
      "https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3",
    ],
    [
      "https://soundcloud.com/artist/a-track",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fa-track&auto_play=true",
    ],
  ])("plays %s as %s", (url, player) => {
    expect(embedOf(url)?.player).toBe(player);
    expect(embedUrlProblem(url)).toBeNull();
  });

  it("frames only from the players' own origins", () => {
    for (const url of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/1", "https://soundcloud.com/a/sets/b"]) {
      expect(embedFrameOrigins).toContain(new URL(embedOf(url)?.player ?? "").origin);
    }
    expect(embedFrameOrigins).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://open.spotify.com",
      "https://w.soundcloud.com",
    ]);
  });

  it("reads nothing from look-alike hosts or other schemes", () => {
    for (const url of [
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "ftp://youtu.be/dQw4w9WgXcQ",
      "not a url",
    ]) {
      expect(embedOf(url)).toBeNull();
      expect(embedUrlProblem(url)).toBe("Embed a YouTube, Vimeo, Spotify or SoundCloud link.");
    }
  });
});
