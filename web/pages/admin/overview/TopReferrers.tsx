// The ten users who brought in the most signups (product §3 "Top referrer", §9 limit 10).
import type { TopReferrer } from "../admin-types";

export function TopReferrers({ items }: { items: TopReferrer[] }) {
  if (!items.length) return <p className="muted">No referrals yet.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">Top referrers</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Referrals</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item._id}>
              <td>{index + 1}</td>
              <td>{item.username}</td>
              <td>{item.email}</td>
              <td>{item.referralCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
