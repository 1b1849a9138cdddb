// The most viewed public profiles of the last 7 days (docs/product.md, "Analytics"), linked to their pages.
import type { TopProfile } from "../admin-types";
import { formatNumber } from "../format";
import { AdminTable } from "../parts/AdminTable";

const columns = ["#", "Username", "Views"];

export function TopProfiles({ items }: { items: TopProfile[] }) {
  if (!items.length) return <p className="muted">No profile views in the last 7 days.</p>;
  return (
    <AdminTable caption="Most viewed profiles" columns={columns}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>
            <a href={`/${item.username}`}>{item.username}</a>
          </td>
          <td>{formatNumber(item.views)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
