// How the admin tables write people: an e-mail address wraps before its "@" and after its dots, never
// inside a name, and no internal id is shown.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openAdmin } from "./support/admin-fixtures";

describe("the Users table", () => {
  it("offers an e-mail address's line breaks before the @ and after each dot, and shows no user id", async () => {
    await openAdmin("/admin?tab=users");
    const email = await screen.findByText("ada@example.com");
    expect(email.innerHTML).toBe("ada<wbr>@example.<wbr>com");
    const row = email.closest("tr") as HTMLElement;
    expect(row.textContent).not.toContain("u1");
    expect(row.querySelector("[title='User id']")).toBeNull();
  });
});

describe("the Top referrers table", () => {
  it("offers an e-mail address's line breaks before the @ and after each dot", async () => {
    await openAdmin("/admin?tab=overview");
    const table = await screen.findByRole("table", { name: "Top referrers" });
    const email = within(table).getByText("ada@example.com");
    expect(email.innerHTML).toBe("ada<wbr>@example.<wbr>com");
  });
});
