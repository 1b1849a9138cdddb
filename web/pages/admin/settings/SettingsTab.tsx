// Settings (docs/product.md, "Admin" and "Roles"): the global settings and the invite codes, each loading and
// failing on its own.

import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { ResourceView } from "../parts/ResourceView";
import { GlobalSettingsForm } from "./GlobalSettingsForm";
import { InviteCodesSection } from "./InviteCodesSection";

export function SettingsTab() {
  const settings = useAdminQuery(adminReads.settings);
  return (
    <div className="admin-settings-tab">
      <h2>Settings</h2>
      <section className="admin-card card-page" aria-labelledby="admin-global-title">
        <h3 id="admin-global-title">Signup and usernames</h3>
        <ResourceView query={settings} failureText={adminTexts.settingsFailed} loading="Loading settings…">
          {(data) => <GlobalSettingsForm initial={data} />}
        </ResourceView>
      </section>
      <InviteCodesSection />
    </div>
  );
}
