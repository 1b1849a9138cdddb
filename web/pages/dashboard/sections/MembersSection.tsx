// /dashboard/members (docs/decisions/065): the people who help run the page the address names. Its owner
// sees the Members card and the page's activity; an editor the activity and "Leave this page"; a viewer
// only "Leave this page".
import type { MemberRole, PageListItem } from "#contract/pages";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { LoadFailure } from "../../../components/LoadFailure";
import { useWords } from "../../../i18n/I18nProvider";
import { ActivityCard } from "../members/ActivityCard";
import { useCurrentPage } from "../members/current-page";
import { LeavePageCard } from "../members/LeavePageCard";
import { MembersCard } from "../members/MembersCard";
import { membersTexts } from "../members/members-texts";

const isMembership = (page: PageListItem): page is PageListItem & { role: MemberRole } => page.role !== "owner";

export function MembersSection() {
  const { t } = useWords();
  const { page, list } = useCurrentPage();
  if (!page) {
    return (
      <div className="dashboard__cards">
        <section className="card-page dashboard-card members-card" aria-labelledby="members-title">
          <h2 id="members-title">{t(membersTexts.title)}</h2>
          {list.isPending && <CardBodyLoading size="list" />}
          <LoadFailure query={list} fallback={t(membersTexts.loadFailed)} />
          {list.isSuccess && <p>{t(membersTexts.pageUnknown)}</p>}
        </section>
      </div>
    );
  }
  return (
    <div className="dashboard__cards">
      {isMembership(page) ? <LeavePageCard page={page} /> : <MembersCard pageId={page.id} />}
      {page.role !== "viewer" && <ActivityCard pageId={page.id} />}
    </div>
  );
}
