// The dashboard's Members section (docs/decisions/065): the owner's list of members with their role,
// status and invitation day, inviting by e-mail as an editor or a viewer, changing a role, removing
// behind a confirmation, and the API's refusals (the plan, the limit, a field); a member's "Leave this
// page"; and the page's activity in words, newest first, with "Load more".
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityEntry, ActivityList, PageListItem, PageMember } from "#contract/pages";
import { pageMessages } from "#contract/pages";
import type { SubscriptionStatus } from "#contract/types";
import { signedInSession } from "./support/answers";
import { dashboardReads, primaryPage, profile, setupUser } from "./support/dashboard-fixtures";
import { type Answers, answerFetch, fieldErrorsAnswer, renderApp, toastRegion } from "./support/render";

const pro = {
  "GET /api/subscription-status": {
    body: { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null } satisfies SubscriptionStatus,
  },
};

// Midday, so the day is the same in every time zone the tests run in.
const bo: PageMember = {
  id: "m1",
  email: "bo@example.com",
  username: "bo",
  role: "editor",
  status: "active",
  invitedAt: "2026-11-20T12:00:00.000Z",
};
const cy: PageMember = {
  id: "m2",
  email: "cy@example.com",
  username: null,
  role: "viewer",
  status: "invited",
  invitedAt: "2026-11-28T12:00:00.000Z",
};

/** A page of ana's that ada helps run, as GET /api/pages lists it. */
const anasPage = (role: "editor" | "viewer"): PageListItem => ({
  id: "p-ana",
  username: "ana-shop",
  primary: false,
  role,
  owner: { username: "ana" },
});

/** ana's page as its members' dashboard reads it. */
const anasPageReads: Answers = {
  "GET /api/pages/p-ana/profile": { body: { ...profile, username: "ana-shop" } },
};

function openMembers(answers: Answers, at = "/dashboard/members") {
  const calls = answerFetch({ ...dashboardReads, ...anasPageReads, ...answers });
  const view = renderApp(at);
  return { ...view, calls };
}

/** The owner's Members card, once the page's list has said which page this is. */
async function membersCard() {
  await screen.findByText(/^Invite people by email/);
  return screen.getByRole("region", { name: "Members" });
}
const sent = (calls: ReturnType<typeof answerFetch>, method: string) => calls.filter((call) => call.method === method);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Members section, for the page's owner", () => {
  it("lists each member with their e-mail, username once joined, role, status and invitation day", async () => {
    openMembers({ ...pro, "GET /api/pages/ada-id/members": { body: { items: [bo, cy] } } });
    const list = await within(await membersCard()).findByRole("list", { name: "Members of this page" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain("bo@example.com");
    expect(first.textContent).toContain("@bo");
    expect(within(first).getByText("Active")).toBeTruthy();
    expect(within(first).getByText("Invited on Nov 20, 2026")).toBeTruthy();
    expect((within(first).getByRole("combobox", { name: "Role of bo@example.com" }) as HTMLSelectElement).value).toBe(
      "editor",
    );
    expect(second.textContent).not.toContain("@cy");
    expect(within(second).getByText("Invited")).toBeTruthy();
    expect((within(second).getByRole("combobox", { name: "Role of cy@example.com" }) as HTMLSelectElement).value).toBe(
      "viewer",
    );
  });

  it("invites someone as a viewer, each role explained, and shows them in the list", async () => {
    let invited = false;
    const { calls } = openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": () => ({ body: { items: invited ? [cy] : [] } }),
      "POST /api/pages/ada-id/members": () => {
        invited = true;
        return { status: 201, body: { msg: pageMessages.invited } };
      },
    });
    const user = setupUser();
    const card = await membersCard();
    expect(await within(card).findByText("No one else helps run this page yet.")).toBeTruthy();
    expect(
      within(card).getByText(
        "Edit the page: its profile, links, blocks, design and search settings; see its analytics and audience.",
      ),
    ).toBeTruthy();
    expect(within(card).getByText("See the page's settings and analytics, without changing anything.")).toBeTruthy();
    // Editor is the role chosen unless the owner picks another.
    expect((within(card).getByRole("radio", { name: /^Editor/ }) as HTMLInputElement).checked).toBe(true);

    await user.type(within(card).getByLabelText("Their email"), "cy@example.com");
    await user.click(within(card).getByRole("radio", { name: /^Viewer/ }));
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));

    expect(await within(toastRegion()).findByText("Invitation sent to cy@example.com.")).toBeTruthy();
    expect(sent(calls, "POST")[0]?.body).toEqual({ email: "cy@example.com", role: "viewer" });
    expect(await within(card).findByText("cy@example.com")).toBeTruthy();
    expect((within(card).getByLabelText("Their email") as HTMLInputElement).value).toBe("");
  });

  it("keeps an address the shared rule refuses from being sent", async () => {
    const { calls } = openMembers(pro);
    const user = setupUser();
    const card = await membersCard();
    await user.type(await within(card).findByLabelText("Their email"), "not-an-address");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    const field = within(card).getByLabelText("Their email");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(sent(calls, "POST")).toEqual([]);
  });

  it("shows the server's field error at its field, the limit beside the form", async () => {
    let answer = fieldErrorsAnswer(400, "Validation failed", [
      { field: "email", message: "That address is already invited to this page." },
    ]);
    openMembers({ ...pro, "POST /api/pages/ada-id/members": () => answer });
    const user = setupUser();
    const card = await membersCard();
    const field = await within(card).findByLabelText("Their email");
    await user.type(field, "bo@example.com");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = field.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe(
      "That address is already invited to this page.",
    );

    answer = { status: 409, body: { msg: pageMessages.membersLimit } };
    await user.type(field, "x");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    expect(await within(card).findByRole("alert")).toBeTruthy();
    expect(within(card).getByRole("alert").textContent).toContain(pageMessages.membersLimit);
    // The form stays, for another try once a member is removed.
    expect(within(card).getByRole("button", { name: "Send invitation" })).toBeTruthy();
  });

  it("offers a free owner the upgrade instead of the form", async () => {
    openMembers({});
    const card = await membersCard();
    expect(
      await within(card).findByText("Members are a Pro feature. Upgrade to Pro to invite people to your page."),
    ).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(within(card).queryByLabelText("Their email")).toBeNull();
  });

  it("turns the form into the upgrade offer when the API refuses the plan", async () => {
    openMembers({
      ...pro,
      "POST /api/pages/ada-id/members": { status: 403, body: { msg: pageMessages.membersProOnly } },
    });
    const user = setupUser();
    const card = await membersCard();
    await user.type(await within(card).findByLabelText("Their email"), "cy@example.com");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    expect(await within(card).findByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(within(card).queryByLabelText("Their email")).toBeNull();
  });

  it("offers the upgrade, not a failure, when the API refuses to list members for the plan", async () => {
    openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": { status: 403, body: { msg: pageMessages.membersProOnly } },
    });
    const card = await membersCard();
    expect(await within(card).findByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Try again" })).toBeNull();
    expect(within(card).queryByLabelText("Their email")).toBeNull();
  });

  it("changes a member's role and says so", async () => {
    let role: PageMember["role"] = "editor";
    const { calls } = openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": () => ({ body: { items: [{ ...bo, role }] } }),
      "PUT /api/pages/ada-id/members/m1": (call) => {
        role = (call.body as { role: PageMember["role"] }).role;
        return { body: { msg: pageMessages.roleChanged } };
      },
    });
    const user = setupUser();
    const select = await within(await membersCard()).findByRole("combobox", { name: "Role of bo@example.com" });
    await user.selectOptions(select, "viewer");
    expect(await within(toastRegion()).findByText("bo@example.com is now a viewer.")).toBeTruthy();
    expect(sent(calls, "PUT")[0]?.body).toEqual({ role: "viewer" });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe("viewer"));
  });

  it("says why a role could not be changed, and shows the role the server keeps", async () => {
    openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": { body: { items: [bo] } },
      "PUT /api/pages/ada-id/members/m1": { status: 404, body: { msg: pageMessages.memberNotFound } },
    });
    const user = setupUser();
    const select = await within(await membersCard()).findByRole("combobox", { name: "Role of bo@example.com" });
    await user.selectOptions(select, "viewer");
    expect(await within(toastRegion()).findByText(pageMessages.memberNotFound)).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe("editor"));
  });

  it("removes a member only after the confirmation", async () => {
    let removed = false;
    const { calls } = openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": () => ({ body: { items: removed ? [cy] : [bo, cy] } }),
      "DELETE /api/pages/ada-id/members/m1": () => {
        removed = true;
        return { body: { msg: pageMessages.memberRemoved } };
      },
    });
    const user = setupUser();
    const card = await membersCard();
    await user.click(await within(card).findByRole("button", { name: "Remove bo@example.com" }));
    const dialog = screen.getByRole("dialog", { name: "Remove bo@example.com?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep member" }));
    expect(sent(calls, "DELETE")).toEqual([]);

    await user.click(within(card).getByRole("button", { name: "Remove bo@example.com" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove member" }));
    expect(await within(toastRegion()).findByText("bo@example.com was removed from this page.")).toBeTruthy();
    expect(sent(calls, "DELETE").map((call) => call.path)).toEqual(["/api/pages/ada-id/members/m1"]);
    await waitFor(() => expect(within(card).queryByText("bo@example.com")).toBeNull());
  });

  it("says the list could not be read, and reads it again on Try again", async () => {
    let tries = 0;
    openMembers({
      ...pro,
      "GET /api/pages/ada-id/members": () => (++tries === 1 ? "network-error" : { body: { items: [bo] } }),
    });
    const card = await membersCard();
    expect(await within(card).findByRole("button", { name: "Try again" })).toBeTruthy();
    await setupUser().click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByText("bo@example.com")).toBeTruthy();
  });

  it("names no page the account has nothing to do with", async () => {
    const { calls } = openMembers(pro, "/dashboard/members?page=someone-elses");
    expect(
      await screen.findByText("This page doesn't exist, or you are not one of its owners or members."),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.includes("someone-elses"))).toBe(false);
  });
});

describe("the Members section, for a member", () => {
  it("offers an editor to leave the page, and takes them to their own page once they have", async () => {
    let member = true;
    const { calls, router } = openMembers(
      {
        "GET /api/pages": () => ({ body: { items: member ? [primaryPage, anasPage("editor")] : [primaryPage] } }),
        "GET /api/pages/p-ana/activity": { body: { items: [], next: null } },
        "DELETE /api/pages/p-ana/members/me": () => {
          member = false;
          return { body: { msg: pageMessages.memberLeft } };
        },
      },
      "/dashboard/members?page=p-ana",
    );
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Your part in this page" });
    expect(card.textContent).toContain("You help run the page ana-shop as an editor. Its owner is ana.");
    // An editor sees what was done to the page, but not who its members are.
    expect(await screen.findByRole("region", { name: "Activity" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Members" })).toBeNull();

    await user.click(within(card).getByRole("button", { name: "Leave this page" }));
    const dialog = screen.getByRole("dialog", { name: "Leave the page ana-shop?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(sent(calls, "DELETE")).toEqual([]);

    await user.click(within(card).getByRole("button", { name: "Leave this page" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Leave page" }));
    expect(await within(toastRegion()).findByText("You left the page ana-shop.")).toBeTruthy();
    expect(sent(calls, "DELETE").map((call) => call.path)).toEqual(["/api/pages/p-ana/members/me"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("");
    expect(calls.some((call) => call.path === "/api/pages/p-ana/members")).toBe(false);
  });

  it("shows a viewer no activity, and says why leaving failed", async () => {
    const { calls } = openMembers(
      {
        "GET /api/pages": { body: { items: [primaryPage, anasPage("viewer")] } },
        "DELETE /api/pages/p-ana/members/me": "network-error",
      },
      "/dashboard/members?page=p-ana",
    );
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Your part in this page" });
    expect(card.textContent).toContain("as a viewer");
    expect(screen.queryByRole("region", { name: "Activity" })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Leave this page" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Leave page" }));
    expect(await within(toastRegion()).findByText(/network/i)).toBeTruthy();
    expect(calls.some((call) => call.path.includes("/activity"))).toBe(false);
  });
});

describe("the page's activity", () => {
  const entry = (id: string, action: ActivityEntry["action"], detail: string | null, actor: string | null = "ana") =>
    ({
      id,
      at: "2026-11-24T12:30:00.000Z",
      action,
      actor: actor ? { username: actor } : null,
      detail,
    }) satisfies ActivityEntry;

  it("says each action in words, newest first, and loads the entries before the last one shown", async () => {
    const first: ActivityList = {
      items: [
        entry("a5", "member.invited", "bo@x.test as editor"),
        entry("a4", "page.saved", null),
        entry("a3", "custom_domain.changed", "links.ana.example"),
      ],
      next: "cursor-a3",
    };
    const second: ActivityList = {
      items: [entry("a2", "member.role_changed", "bo@x.test viewer"), entry("a1", "member.left", null, null)],
      next: null,
    };
    const { calls } = openMembers({
      ...pro,
      "GET /api/pages/ada-id/activity": { body: first },
      "GET /api/pages/ada-id/activity?before=cursor-a3": { body: second },
    });
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Activity" });
    const sentences = () =>
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent);
    await waitFor(() =>
      expect(sentences()).toEqual([
        "ana invited bo@x.test as editor",
        "ana saved the page",
        "ana changed the custom domain to links.ana.example",
      ]),
    );
    // Each entry's moment, in the reader's form and as a machine reads it.
    const times = card.querySelectorAll("time");
    expect([...times].map((time) => time.getAttribute("datetime"))).toEqual(first.items.map((item) => item.at));
    expect(times[0]?.textContent).toMatch(/^Nov 24, 2026, \d{1,2}:30\u00a0PM$/);

    await user.click(within(card).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(sentences()).toHaveLength(5));
    expect(sentences().slice(3)).toEqual(["ana made bo@x.test a viewer", "A deleted account left the page"]);
    expect(calls.filter((call) => call.path.includes("/activity")).map((call) => call.path)).toEqual([
      "/api/pages/ada-id/activity",
      "/api/pages/ada-id/activity?before=cursor-a3",
    ]);
    // The last page has no cursor: nothing more to load.
    expect(within(card).queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keeps what it showed when Load more fails, and says why until Load more succeeds", async () => {
    let tries = 0;
    openMembers({
      ...pro,
      "GET /api/pages/ada-id/activity": {
        body: { items: [entry("a2", "member.removed", null)], next: "cursor-a2" } satisfies ActivityList,
      },
      "GET /api/pages/ada-id/activity?before=cursor-a2": () =>
        ++tries === 1
          ? "network-error"
          : {
              body: {
                // An action newer than the app is said with its code.
                items: [entry("a1", "page.renamed" as ActivityEntry["action"], null)],
                next: null,
              } satisfies ActivityList,
            },
    });
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Activity" });
    // A detail that names no one is left out of the sentence.
    expect(await within(card).findByText("ana removed someone")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Load more" }));
    expect((await within(card).findByRole("alert")).textContent).toMatch(/network/i);
    expect(within(card).getByText("ana removed someone")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Load more" }));
    expect(await within(card).findByText("ana made a change (page.renamed)")).toBeTruthy();
    expect(within(card).getByText("ana removed someone")).toBeTruthy();
    expect(within(card).queryByRole("alert")).toBeNull();
  });

  it("says when nothing was done yet", async () => {
    openMembers(pro);
    expect(await screen.findByText("Nothing has been done to this page yet.")).toBeTruthy();
  });

  it("says the activity could not be read", async () => {
    openMembers({ ...pro, "GET /api/pages/ada-id/activity": { status: 403, body: { msg: pageMessages.editorsOnly } } });
    const card = await screen.findByRole("region", { name: "Activity" });
    expect(await within(card).findByText(pageMessages.editorsOnly)).toBeTruthy();
  });
});

describe("the Members section in German", () => {
  it("says its words, its members' days and the activity in German, and the API's refusal too", async () => {
    openMembers({
      ...pro,
      "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
      "GET /api/pages/ada-id/members": { body: { items: [cy] } },
      "POST /api/pages/ada-id/members": { status: 409, body: { msg: pageMessages.membersLimit } },
      "GET /api/pages/ada-id/activity": {
        body: {
          items: [
            {
              id: "a1",
              at: "2026-11-24T12:30:00.000Z",
              action: "member.invited",
              actor: { username: "ana" },
              detail: "cy@example.com viewer",
            },
          ],
          next: null,
        } satisfies ActivityList,
      },
    });
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Mitglieder" }, { timeout: 5_000 });
    expect(await within(card).findByText("Eingeladen am 28.11.2026")).toBeTruthy();
    expect(within(card).getByRole("combobox", { name: "Rolle von cy@example.com" })).toBeTruthy();
    const activity = screen.getByRole("region", { name: "Aktivität" });
    expect(await within(activity).findByText("ana hat cy@example.com als Betrachter eingeladen")).toBeTruthy();

    await user.type(within(card).getByLabelText("Ihre E-Mail-Adresse"), "dee@example.com");
    await user.click(within(card).getByRole("button", { name: "Einladung senden" }));
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "Eine Seite kann bis zu 5 Mitglieder haben. Entferne eines, um ein weiteres einzuladen.",
    );
  });
});
