// The admin area's frame and its tabs in the reader's language (docs/decisions/057-languages.md): the tabs,
// the headline numbers and the tables in German, figures and moments through Intl, and the screens that stand in
// for the area (no access, the second factor asked for) with the API's refusals through the refusals' table.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AuditItem, Paged } from "#contract/admin-types";
import type { HeldLinkItem, HeldLinkList, ReportItem, ReportList } from "#contract/safety";
import { adminReads, adminSession, stats } from "./support/admin-fixtures";
import { answerFetch, renderApp } from "./support/render";

const inGerman = (session: typeof adminSession) => ({
  "/api/auth/me": { body: { ...(session["/api/auth/me"] as { body: object }).body, language: "de" } },
});

describe("the admin area in German", () => {
  it("names its tabs and says the Overview's words, figures and moments in German", async () => {
    answerFetch({ ...adminReads, ...inGerman(adminSession) });
    renderApp("/admin");

    const tabs = await screen.findByRole("tablist", { name: "Admin-Bereiche" }, { timeout: 5_000 });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Übersicht", "Nutzer", "Meldungen", "Protokoll", "Logs", "Fehler", "Einstellungen"]);
    expect(screen.getByRole("heading", { name: "Admin" })).toBeTruthy();
    // The tabs come with the admin check; the figures with the stats' own read, which may come later.
    await waitFor(() =>
      expect(screen.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
        "1.234",
        "1.001",
        "87",
        "19",
        "64",
        "2",
      ]),
    );
    expect(screen.getByText("Registrierungen, letzte 7 Tage")).toBeTruthy();
    expect(screen.getByText("Registrierungen pro Tag, letzte 30 Tage")).toBeTruthy();
    const chart = screen.getByRole("img", { name: /^Registrierungen pro Tag vom / });
    expect(chart.getAttribute("aria-label")).toContain(`bis zum ${stats.dailySignups[29]?.date}: insgesamt `);
    expect(screen.getByText(`${stats.dailySignups[29]?.date} (heute)`)).toBeTruthy();

    const referrers = await screen.findByRole("table", { name: "Top-Empfehler" });
    expect(within(referrers).getByRole("columnheader", { name: "Empfehlungen" })).toBeTruthy();
    const profiles = await screen.findByRole("table", { name: "Meistbesuchte Profile" });
    expect(within(profiles).getByRole("columnheader", { name: "Aufrufe" })).toBeTruthy();
    // "Wird aktualisiert …" while any of the tab's reads is on its way; its name at rest once all are in.
    expect(await screen.findByRole("button", { name: "Aktualisieren" }, { timeout: 5_000 })).toBeTruthy();

    const metrics = await screen.findByRole("table", { name: /^Erstellt am .*2026/ });
    expect(within(metrics).getByRole("columnheader", { name: "Fehlgeschlagene E-Mails" })).toBeTruthy();
    const traffic = screen.getByRole("table", { name: "Verkehr der Plattform" });
    const week = within(traffic).getByRole("row", { name: /7d/ });
    expect(
      within(week)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["9.876", "543"]);
    const domains = screen.getByRole("table", { name: "Eigene Domains" });
    expect(
      within(domains)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Wartet auf DNS", "Wird überprüft", "Aktiv", "Fehlgeschlagen"]);
  });

  it("says the Logs and Errors tabs' words in German", async () => {
    answerFetch({ ...adminReads, ...inGerman(adminSession) });
    renderApp("/admin?tab=logs");

    expect(await screen.findByRole("heading", { name: "Logs" }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText("Live · wird alle 4 s aktualisiert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Live pausieren" })).toBeTruthy();
    const method = screen.getByLabelText("Methode") as HTMLSelectElement;
    expect(method.options[0]?.text).toBe("Alle");
    expect(screen.getByLabelText("Zeilen")).toBeTruthy();
    expect((screen.getByLabelText("Status") as HTMLInputElement).placeholder).toBe("z. B. 404 oder 5xx");
    const log = await screen.findByRole("region", { name: "Anfragen-Log" });
    expect(log.textContent).toContain("POST /api/login 401");

    await userEvent.setup().click(screen.getByRole("tab", { name: "Fehler" }));
    expect(await screen.findByRole("heading", { name: "Fehler" })).toBeTruthy();
    expect((screen.getByLabelText("Enthält") as HTMLInputElement).placeholder).toBe("Text im Fehler");
    expect((await screen.findByRole("region", { name: "Fehler-Log" })).textContent).toContain("TypeError: boom");
  });

  it("says the Settings tab's words, and what a save did, in German", async () => {
    answerFetch({
      ...adminReads,
      ...inGerman(adminSession),
      "PUT /api/admin/settings": ({ body }) => ({ body }),
    });
    renderApp("/admin?tab=settings");

    expect(await screen.findByRole("heading", { name: "Einstellungen" }, { timeout: 5_000 })).toBeTruthy();
    const settings = await screen.findByRole("form", { name: "Globale Einstellungen" });
    expect(within(settings).getByRole("switch", { name: "Registrierung schließen" })).toBeTruthy();
    expect(within(settings).getByLabelText("Gesperrte Domains")).toBeTruthy();

    const codes = await screen.findByRole("table", { name: "Einladungscodes" });
    expect(
      within(codes)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Code", "Aktiv", "Nutzungen", "Läuft ab", "Aktionen"]);
    expect(within(codes).getByRole("switch", { name: "WELCOME aktivieren" })).toBeTruthy();
    const friends = within(codes).getByRole("row", { name: /FRIENDS/ });
    // The last day of 2026 in the reader's time zone, written the German way ("31.12.2026").
    expect(within(friends).getByText(/^\d{2}\.\d{2}\.202[67]$/)).toBeTruthy();
    expect(within(codes).getByRole("row", { name: /WELCOME/ }).textContent).toContain("Nie");
    expect(screen.getByRole("form", { name: "Neuer Einladungscode" })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(settings).getByRole("switch", { name: "Registrierung schließen" }));
    await user.click(within(settings).getByRole("button", { name: "Einstellungen speichern" }));
    expect(await screen.findByText("Einstellungen gespeichert.")).toBeTruthy();
  });

  it("says the Audit tab's words, an entry's details and the paging line in German", async () => {
    const resolved: AuditItem = {
      _id: "d1",
      createdAt: "2026-04-01T09:00:00.000Z",
      action: "resolve_report",
      actorUserId: { email: "root@example.com", username: "root" },
      actor: null,
      targetUserId: null,
      target: null,
      details: { reason: "phishing", action: "hide-link", url: "https://bank-login.example/", note: "Passwörter" },
    };
    const settled: AuditItem = { ...resolved, _id: "d2", action: "update_settings", details: { closed: true } };
    answerFetch({
      ...adminReads,
      ...inGerman(adminSession),
      "GET /api/admin/audit": {
        body: { items: [resolved, settled], total: 1234, page: 1, pageSize: 10 } satisfies Paged<AuditItem>,
      },
    });
    renderApp("/admin?tab=audit");

    expect(await screen.findByRole("heading", { name: "Protokoll" }, { timeout: 5_000 })).toBeTruthy();
    const filters = screen.getByRole("form", { name: "Protokollfilter" });
    expect(within(filters).getByRole("textbox", { name: "Ausgeführt von" })).toBeTruthy();
    expect(within(filters).getByRole("button", { name: "Filter anwenden" })).toBeTruthy();

    const table = await screen.findByRole("table", { name: "Protokoll" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Wann", "Aktion", "Ausgeführt von", "Betroffen", "Details"]);
    const details = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    expect(details).toEqual([
      "Meldung: Phishing oder Betrug · Aktion: Einen Link ausblenden (https://bank-login.example/) · Notiz: Passwörter",
      "Closed: ja",
    ]);
    const paging = screen.getByRole("navigation", { name: "Seiten des Protokolls" });
    expect(within(paging).getByText("Seite 1 von 124 · 1.234 Einträge")).toBeTruthy();
    expect(within(paging).getByRole("button", { name: "Weiter" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leeren" })).toBeTruthy();
  });

  it("names each entry's action in German, its stored key beside it, and an action it does not know by its key", async () => {
    const entry = (id: string, action: string): AuditItem => ({
      _id: id,
      createdAt: "2026-04-01T09:00:00.000Z",
      action,
      actorUserId: { email: "root@example.com", username: "root" },
      actor: null,
      targetUserId: null,
      target: null,
      details: null,
    });
    const items = [entry("a1", "suspend_user"), entry("a2", "page_member_invited"), entry("a3", "future_action")];
    answerFetch({
      ...adminReads,
      ...inGerman(adminSession),
      "GET /api/admin/audit": { body: { items, total: 3, page: 1, pageSize: 10 } satisfies Paged<AuditItem> },
    });
    renderApp("/admin?tab=audit");

    const table = await screen.findByRole("table", { name: "Protokoll" }, { timeout: 5_000 });
    const actions = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]);
    expect(actions.map((cell) => cell?.textContent)).toEqual([
      "Nutzer gesperrt (suspend user)",
      "Mitglied zu einer Seite eingeladen (page member invited)",
      "future action",
    ]);
    // The key is the record's own, in its own language.
    expect(
      within(actions[0] as HTMLElement)
        .getByText("(suspend user)")
        .getAttribute("lang"),
    ).toBe("en");
  });

  it("says the Reports tab's words, a report's reason and why a link is held in German", async () => {
    const report: ReportItem = {
      id: "r1",
      username: "phisher_shop",
      owner: { username: "phisher" },
      reason: "phishing",
      details: "Will mein Passwort",
      createdAt: "2026-11-20T10:00:00.000Z",
      status: "open",
      reportCount: 3,
      resolution: null,
      note: null,
      links: [{ id: "l1", title: "Bank", url: "https://bank-login.example" }],
    };
    const held: HeldLinkItem = {
      id: "h1",
      username: "spammer",
      owner: { username: "spammer" },
      title: "Geschenk",
      url: "https://gift.example/",
      threatTypes: ["SOCIAL_ENGINEERING", "BLOCKED_DOMAIN"],
      heldAt: "2026-11-21T10:00:00.000Z",
    };
    answerFetch({
      ...adminReads,
      ...inGerman(adminSession),
      "GET /api/admin/reports": { body: { items: [report], total: 1, page: 1, pageSize: 20 } satisfies ReportList },
      "GET /api/admin/held-links": { body: { items: [held], total: 1, page: 1, pageSize: 20 } satisfies HeldLinkList },
    });
    renderApp("/admin?tab=reports");

    expect(await screen.findByRole("heading", { name: "Meldungen" }, { timeout: 5_000 })).toBeTruthy();
    const card = (await screen.findByRole("link", { name: "@phisher_shop" })).closest("li") as HTMLElement;
    expect(within(card).getByRole("heading").textContent).toBe("@phisher_shop Konto @phisher");
    expect(within(card).getByText("Phishing oder Betrug")).toBeTruthy();
    expect(within(card).getByText(/ · 3-mal gemeldet$/)).toBeTruthy();
    const resolve = within(card).getByRole("form", { name: "Die Meldung zu @phisher_shop erledigen" });
    const resolution = within(resolve).getByLabelText("Entscheidung") as HTMLSelectElement;
    expect([...resolution.options].map((option) => option.text)).toEqual([
      "Verwerfen",
      "Das Konto sperren",
      "Einen Link ausblenden",
    ]);
    expect(within(resolve).getByRole("button", { name: "Erledigen" })).toBeTruthy();
    expect(screen.getByText("Seite 1 von 1 · 1 Meldung")).toBeTruthy();

    const table = await screen.findByRole("table", { name: "Zurückgehaltene Links" });
    const row = within(table).getByRole("row", { name: /Geschenk/ });
    expect(within(row).getByText("Phishing oder Täuschung, Gesperrte Domain")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Geschenk von @spammer freigeben" })).toBeTruthy();
    expect(screen.getByText("Seite 1 von 1 · 1 Link")).toBeTruthy();
  });

  it("says the Users tab's words, a row's state and its actions, and what an action did, in German", async () => {
    answerFetch({
      ...adminReads,
      ...inGerman(adminSession),
      "POST /api/admin/users/u2/unsuspend": { body: { msg: "User unsuspended." } },
    });
    renderApp("/admin?tab=users");

    expect(await screen.findByRole("heading", { name: "Nutzer" }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Nutzer suchen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pro: Alle" })).toBeTruthy();
    const order = screen.getByLabelText("Reihenfolge") as HTMLSelectElement;
    expect([...order.options].map((option) => option.text)).toEqual(["Absteigend", "Aufsteigend"]);

    const table = await screen.findByRole("table", { name: "Nutzer" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Nutzer", "Pro", "Bestätigt", "Status", "Eigene Domain", "Registriert", "Aktionen"]);
    const rowOf = (username: string) =>
      within(table)
        .getByRole("button", { name: `Seite ansehen ${username}` })
        .closest("tr") as HTMLElement;
    const ada = rowOf("ada");
    expect(within(ada).getByText("3 Seiten")).toBeTruthy();
    expect(within(ada).getAllByText("Ja")).toHaveLength(2);
    expect(within(ada).getByRole("button", { name: "Sperren ada" })).toBeTruthy();
    const bob = rowOf("bob");
    expect(within(bob).getByText("1 Seite")).toBeTruthy();
    expect(within(bob).getByText("Gesperrt")).toBeTruthy();
    expect(screen.getByText(/^Seite 1 von \d+ · 45 Nutzer$/)).toBeTruthy();

    // What the API says of a success is shown in the reader's words too (decision 068).
    await userEvent.setup().click(within(bob).getByRole("button", { name: "Sperre aufheben bob" }));
    expect(await screen.findByText("Sperre aufgehoben.")).toBeTruthy();
  });

  it("shows the dog, and the refusal, in German to someone who is not an admin", async () => {
    answerFetch({
      ...inGerman({ "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } } }),
      "GET /api/admin/stats": { status: 403, body: { msg: "Admin access required" } },
    });
    renderApp("/admin");

    expect(
      await screen.findByRole("img", { name: "Ein freundlicher Hund bewacht den Admin-Bereich" }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Adminzugang erforderlich" })).toBeTruthy();
    expect(screen.getByText("Dieser Bereich ist für die Admins von LinkNest.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zum Dashboard" })).toBeTruthy();
  });

  it("asks for the second factor in German", async () => {
    answerFetch({
      ...inGerman(adminSession),
      "GET /api/admin/stats": {
        status: 403,
        body: {
          msg: "Confirm it's you with your second factor to use the admin area.",
          stepUp: true,
          methods: ["totp"],
        },
      },
    });
    renderApp("/admin");

    expect(
      await screen.findByRole(
        "heading",
        { name: "Bestätige mit deinem zweiten Faktor, dass du es bist, um den Adminbereich zu nutzen." },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Code aus deiner Authenticator-App")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bestätigen" })).toBeTruthy();
  });
});
