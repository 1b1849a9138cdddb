// The admin lists' paging line counts what it lists in words that agree with the number.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination } from "../../web/pages/admin/parts/Pagination";

const reports = { one: "report", other: "reports" };

describe("an admin list's paging line", () => {
  it("says 1 report, 0 reports and 1,234 reports", () => {
    const { rerender } = render(
      <Pagination label="Report pages" page={1} pageSize={20} total={1} noun={reports} onPage={() => {}} />,
    );
    expect(screen.getByText("Page 1 of 1 · 1 report")).toBeTruthy();
    rerender(<Pagination label="Report pages" page={1} pageSize={20} total={0} noun={reports} onPage={() => {}} />);
    expect(screen.getByText("Page 1 of 1 · 0 reports")).toBeTruthy();
    rerender(<Pagination label="Report pages" page={2} pageSize={20} total={1234} noun={reports} onPage={() => {}} />);
    expect(screen.getByText("Page 2 of 62 · 1,234 reports")).toBeTruthy();
  });
});
