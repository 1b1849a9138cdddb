// /dashboard/members (docs/decisions/065): the people who help run the page the address names. Its owner
// sees the Members card and the page's activity; an editor the activity and "Leave this page"; a viewer
// only "Leave this page".
import type { MemberRole, PageListItem } from "#contract/pages";
import { useCurrentPage } from "../current-page";
import { ActivityCard } from "../members/ActivityCard";
import { LeavePageCard } from "../members/LeavePageCard";
import { MembersCard } from "../members/MembersCard";

const isMembership = (page: PageListItem): page is PageListItem & { role: MemberRole } => page.role !== "owner";

/** The page comes from the dashboard's frame, which has read it by now (../current-page.tsx). */
export function MembersSection() {
  const page = useCurrentPage();
  return (
    <div className="dashboard__cards">
      {isMembership(page) ? <LeavePageCard page={page} /> : <MembersCard pageId={page.id} />}
      {page.role !== "viewer" && <ActivityCard pageId={page.id} />}
    </div>
  );
}
