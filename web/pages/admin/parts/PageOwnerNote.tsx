// Which account a listed page belongs to (docs/decisions/059): a report or a held link names the page it is
// about, and an account owns several; what the admin does to the account (a suspension) or tells it (the
// owner's mail) reaches the account named here. A primary page bears its account's name, so it says nothing.
import type { PageOwner } from "#contract/safety";
import { useWords } from "../../../i18n/I18nProvider";
import { reportsTexts } from "../reports/reports-texts";

export function PageOwnerNote({ page }: { page: { username: string; owner: PageOwner } }) {
  const { t } = useWords();
  if (page.owner.username.toLowerCase() === page.username.toLowerCase()) return null;
  return <span className="muted admin-page-owner">{t(reportsTexts.owner, { username: page.owner.username })}</span>;
}
