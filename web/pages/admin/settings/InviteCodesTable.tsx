// The invite codes (docs/product.md, "Accounts: the rules"; the API reference (Invite code)): each can be enabled or disabled with its switch and
// deleted. Uses show against the limit, when there is one.
import { Switch } from "../../../components/Switch";
import { useWords } from "../../../i18n/I18nProvider";
import { dayIn } from "../../../i18n/local-forms";
import type { InviteCode } from "../admin-types";
import { AdminTable } from "../parts/AdminTable";
import { settingsTexts } from "./settings-texts";

type Props = {
  codes: InviteCode[];
  busyId: string | null;
  onToggle: (code: InviteCode, enabled: boolean) => void;
  onDelete: (code: InviteCode) => void;
};

export function InviteCodesTable({ codes, busyId, onToggle, onDelete }: Props) {
  const { t } = useWords();
  if (!codes.length) return <p className="muted admin-empty">{t(settingsTexts.noInvites)}</p>;
  const columns = [
    t(settingsTexts.code),
    t(settingsTexts.enabled),
    t(settingsTexts.uses),
    t(settingsTexts.expires),
    { hidden: t(settingsTexts.actions) },
  ];
  return (
    <AdminTable caption={t(settingsTexts.invitesTitle)} columns={columns}>
      {codes.map((code) => (
        <tr key={code._id}>
          <th scope="row">
            <code>{code.code}</code>
          </th>
          <td>
            <Switch
              label={t(settingsTexts.enable, { code: code.code })}
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
          <td>{code.expiresAt ? dayIn(t.locale, code.expiresAt) : t(settingsTexts.never)}</td>
          <td>
            <button
              type="button"
              className="button button--tiny button--danger"
              disabled={busyId === code._id}
              onClick={() => onDelete(code)}
            >
              {t(settingsTexts.delete)}
              <span className="visually-hidden"> {code.code}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
