// The ten users who brought in the most signups (docs/product.md, "Limits"; the API reference (Top referrer) limit 10).
import { EmailAddress } from "../../../components/EmailAddress";
import { useWords } from "../../../i18n/I18nProvider";
import type { TopReferrer } from "../admin-types";
import { numberInOrDash } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { overviewTexts } from "./overview-texts";

export function TopReferrers({ items }: { items: TopReferrer[] }) {
  const { t } = useWords();
  if (!items.length) return <p className="muted">{t(overviewTexts.noReferrals)}</p>;
  const columns = [
    t(overviewTexts.rank),
    t(overviewTexts.username),
    t(overviewTexts.email),
    t(overviewTexts.referrals),
  ];
  return (
    <AdminTable caption={t(overviewTexts.topReferrers)} columns={columns}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>{item.username}</td>
          <td>
            <EmailAddress address={item.email} />
          </td>
          <td>{numberInOrDash(t.locale, item.referralCount)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
