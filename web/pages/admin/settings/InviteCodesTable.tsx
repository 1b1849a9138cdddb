// The invite codes (docs/product.md, "Accounts: the rules"; the API reference (Invite code)): each can be enabled or disabled with its switch and
// deleted. Uses show against the limit, when there is one.
import { Switch } from "../../../components/Switch";
import type { InviteCode } from "../admin-types";
import { formatDay } from "../format";
import { AdminTable } from "../parts/AdminTable";

type Props = {
  codes: InviteCode[];
  busyId: string | null;
  onToggle: (code: InviteCode, enabled: boolean) => void;
  onDelete: (code: InviteCode) => void;
};

const columns = ["Code", "Enabled", "Uses", "Expires", { hidden: "Actions" }];

export function InviteCodesTable({ codes, busyId, onToggle, onDelete }: Props) {
  if (!codes.length) return <p className="muted admin-empty">No invite codes yet.</p>;
  return (
    <AdminTable caption="Invite codes" columns={columns}>
      {codes.map((code) => (
        <tr key={code._id}>
          <th scope="row">
            <code>{code.code}</code>
          </th>
          <td>
            <Switch
              label={`Enable ${code.code}`}
              hideLabel
              checked={code.enabled}
              disabled={busyId === code._id}
              onChange={(enabled) => onToggle(code, enabled)}
            />
          </td>
          <td>
            {code.uses}
            {code.maxUses ? ` / ${code.maxUses}` : ""}
          </td>
          <td>{code.expiresAt ? formatDay(code.expiresAt) : "Never"}</td>
          <td>
            <button
              type="button"
              className="button button--tiny button--danger"
              disabled={busyId === code._id}
              onClick={() => onDelete(code)}
            >
              Delete<span className="visually-hidden"> {code.code}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
