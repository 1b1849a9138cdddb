// One shape for a link (contract/links.ts): each kind with its own fields, and every other form — the
// flat record a row and the owner's answer hold, what a visitor is sent, the save's input — derived from
// it, so they cannot disagree.
import { describe, expect, it } from "vitest";
import {
  type FlatLink,
  flatLink,
  type Link,
  linkFromFlat,
  linkKinds,
  linkSchema,
  linkVariants,
  ownerLinkSchema,
  toOwnerLink,
  toPublicLink,
} from "#contract/links";
import { readOwnerProfile } from "#contract/owner-profile";
import { linkInputSchema } from "#contract/profile-schemas";
import { shownLink } from "./support/dashboard-fixtures";

/** A record with every kind's field set, as no row of any one kind would be. */
const everyField: Omit<FlatLink, "kind"> = {
  id: "l1",
  title: "Title",
  enabled: true,
  startsAt: Date.UTC(2030, 0, 1),
  endsAt: null,
  url: "https://a.example/",
  featured: true,
  sensitive: true,
  thumbnail: "/uploads/thumbnails/a.png",
  buttonText: "Join",
  amounts: [3, 5],
  currency: "eur",
  allowCustom: true,
};

const entry = { id: "l1", title: "Title", enabled: true, startsAt: Date.UTC(2030, 0, 1), endsAt: null };
const eachKind: Link[] = [
  {
    kind: "link",
    ...entry,
    url: "https://a.example/",
    featured: true,
    sensitive: true,
    thumbnail: "/uploads/thumbnails/a.png",
  },
  { kind: "header", ...entry },
  { kind: "embed", ...entry, url: "https://a.example/" },
  { kind: "signup", ...entry, buttonText: "Join" },
  { kind: "tip", ...entry, amounts: [3, 5], currency: "eur", allowCustom: true },
];

/** The owner's answer's fields in the schema's order, a thumbnail only where there is one. */
const ownerFields = Object.keys(ownerLinkSchema.shape).filter((field) => field !== "thumbnail");

describe("a link", () => {
  it("is one of its kinds, each with its own fields: a flat record reads as its kind's alone", () => {
    expect(linkKinds).toEqual(["link", "header", "embed", "signup", "tip"]);
    for (const link of eachKind) {
      const read = linkFromFlat({ ...everyField, kind: link.kind });
      expect(read).toEqual(link);
      expect(Object.keys(read)).toEqual(Object.keys(linkVariants[link.kind].shape));
      expect(linkSchema.parse(read)).toEqual(read);
    }
  });

  it("as a flat record has every kind's fields, those its kind lacks at their absent value, and reads back the same", () => {
    const header = eachKind[1] as Link;
    expect(flatLink(header)).toEqual({
      ...entry,
      kind: "header",
      url: "",
      featured: false,
      sensitive: false,
      thumbnail: null,
      buttonText: null,
      amounts: null,
      currency: null,
      allowCustom: false,
    });
    for (const link of eachKind) expect(linkFromFlat(flatLink(link))).toEqual(link);
  });

  it("is sent to a visitor as its kind's fields but its id and schedule, in order", () => {
    expect(eachKind.map((link) => toPublicLink(link))).toEqual([
      {
        kind: "link",
        title: "Title",
        url: "https://a.example/",
        featured: true,
        sensitive: true,
        thumbnail: "/uploads/thumbnails/a.png",
      },
      { kind: "header", title: "Title" },
      { kind: "embed", title: "Title", url: "https://a.example/" },
      { kind: "signup", title: "Title", buttonText: "Join" },
      { kind: "tip", title: "Title", amounts: [3, 5], currency: "eur", allowCustom: true },
    ]);
    const [link] = eachKind as [Link];
    expect(Object.keys(toPublicLink(link))).toEqual(["kind", "title", "url", "featured", "sensitive", "thumbnail"]);
    // Nothing a link object carries beyond its kind's fields reaches a visitor.
    const carrying = { ...(eachKind[1] as Link), url: "https://hidden.example", clicks: 4 } as unknown as Link;
    expect(toPublicLink(carrying)).toEqual({ kind: "header", title: "Title" });
  });

  it("is sent to its owner with every kind's fields, in the API reference's order, and read back unchanged", () => {
    const answers = eachKind.map((link) => toOwnerLink(link, { clicks: 3, held: false }));
    expect(answers.map((answer) => Object.keys(answer))).toEqual([
      [...ownerFields.slice(0, -1), "thumbnail", "held"],
      ownerFields,
      ownerFields,
      ownerFields,
      ownerFields,
    ]);
    expect(answers[1]).toEqual({
      id: "l1",
      title: "Title",
      url: "",
      kind: "header",
      enabled: true,
      startsAt: "2030-01-01T00:00:00.000Z",
      endsAt: null,
      featured: false,
      sensitive: false,
      buttonText: null,
      amounts: null,
      currency: null,
      allowCustom: false,
      clicks: 3,
      held: false,
    });
    expect(readOwnerProfile({ links: answers }).links).toEqual(answers);
  });

  it("is read by the dashboard whatever the answer holds: a missing or odd field at a new link's value", () => {
    const [odd, notALink] = readOwnerProfile({ links: [{ title: 5, kind: "banner", clicks: "9", extra: 1 }, 7] })
      .links as unknown as [Record<string, unknown>, Record<string, unknown>];
    expect(odd).toEqual({
      title: "",
      url: "",
      ...shownLink,
      clicks: 0,
      held: false,
      // Kept, so a save hands the link back whole.
      extra: 1,
    });
    expect(notALink).toMatchObject({ title: "", kind: "link", clicks: 0 });
  });
});

describe("the save's input", () => {
  const problems = (value: unknown) =>
    linkInputSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join("."), message]) ?? [];

  it("judges each kind's fields by its rules, and refuses another kind's with that kind's message", () => {
    expect(problems({ kind: "header", title: "S", url: "https://a.example", featured: true })).toEqual([
      ["url", "A section title has no URL."],
      ["featured", "A section title cannot be in the spotlight."],
    ]);
    expect(problems({ kind: "embed", title: "V", url: "https://a.example" })).toEqual([
      ["url", "Embed a YouTube, Vimeo, Spotify or SoundCloud link."],
    ]);
    expect(problems({ kind: "signup", title: "J", url: "https://a.example", sensitive: true })).toEqual([
      ["url", "An e-mail sign-up block has no URL."],
      ["buttonText", "Button text is required"],
      ["sensitive", "An e-mail sign-up block cannot be marked 18+. Mark the whole page instead."],
    ]);
    expect(
      problems({ kind: "tip", title: "T", url: "https://a.example", amounts: [], currency: "yen", featured: true }),
    ).toEqual([
      ["url", "A tip block has no URL."],
      ["amounts", "Offer one to 4 amounts."],
      ["currency", "Choose USD, EUR or GBP."],
      ["featured", "A tip block cannot be in the spotlight."],
    ]);
    expect(problems({ kind: "banner", title: "B" })).toEqual([
      ["kind", "kind must be link, header, embed, signup or tip."],
    ]);
  });

  it("keeps nothing of a field its kind does not have: a section's 18+ mark, a link's button", () => {
    expect(linkInputSchema.parse({ kind: "header", title: "S", sensitive: true })).toEqual({
      kind: "header",
      title: "S",
    });
    expect(linkInputSchema.parse({ title: "A", url: "https://a.example", buttonText: "x" })).toEqual({
      title: "A",
      url: "https://a.example",
    });
  });
});
