// Settings (docs/product.md, "Admin" and "Roles"): the global settings and the invite codes, each loading and
// failing on its own.
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminSettings } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { useAdminResource } from "../useAdminResource";
import { GlobalSettingsForm } from "./GlobalSettingsForm";
import { InviteCodesSection } from "./InviteCodesSection";

export function SettingsTab() {
  const settings = useAdminResource<AdminSettings>(adminPaths.settings, adminTexts.settingsFailed);
  return (
    <div className="admin-settings-tab">
      <h2>Settings</h2>
      <section className="admin-card card-page" aria-labelledby="admin-global-title">
        <h3 id="admin-global-title">Signup and usernames</h3>
        <ResourceView resource={settings} loading="Loading settings…">
          {(data) => <GlobalSettingsForm initial={data} />}
        </ResourceView>
      </section>
      <InviteCodesSection />
    </div>
  );
}
