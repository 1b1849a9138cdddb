// The most viewed public profiles of the last 7 days (docs/product.md, "Analytics"), linked to their pages.
import { useWords } from "../../../i18n/I18nProvider";
import type { TopProfile } from "../admin-types";
import { numberInOrDash } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { overviewTexts } from "./overview-texts";

export function TopProfiles({ items }: { items: TopProfile[] }) {
  const { t } = useWords();
  if (!items.length) return <p className="muted">{t(overviewTexts.noProfileViews)}</p>;
  const columns = [t(overviewTexts.rank), t(overviewTexts.username), t(overviewTexts.views)];
  return (
    <AdminTable caption={t(overviewTexts.topProfiles)} columns={columns}>
      {items.map((item, index) => (
        <tr key={item._id}>
          <td>{index + 1}</td>
          <td>
            <a href={`/${item.username}`}>{item.username}</a>
          </td>
          <td>{numberInOrDash(t.locale, item.views)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
