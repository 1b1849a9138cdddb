// /dashboard/audience (docs/guides/audience.md): the people who signed up through the page's e-mail
// sign-up block, and the webhook that receives each new one.
import { AudienceCard } from "../audience/AudienceCard";

export function AudienceSection() {
  return (
    <div className="dashboard__cards">
      <AudienceCard />
    </div>
  );
}
