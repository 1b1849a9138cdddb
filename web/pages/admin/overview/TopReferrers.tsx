// The ten users who brought in the most signups (docs/product.md, "Limits"; the API reference (Top referrer) limit 10).
import { EmailAddress } from "../../../components/EmailAddress";
import type { TopReferrer } from "../admin-types";
import { AdminTable } from "../parts/AdminTable";

const columns = ["#", "Username", "Email", "Referrals"];

export function TopReferrers({ items }: { items: TopReferrer[] }) {
  if (!items.length) return <p className="muted">No referrals yet.</p>;
  return (
    <AdminTable caption="Top referrers" columns={columns}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>{item.username}</td>
          <td>
            <EmailAddress address={item.email} />
          </td>
          <td>{item.referralCount}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
