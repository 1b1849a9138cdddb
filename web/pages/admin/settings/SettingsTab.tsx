// Settings (docs/product.md, "Admin" and "Roles"): the global settings and the invite codes, each loading and
// failing on its own.
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminQuery } from "../AdminAccess";
import { adminTabTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import { ResourceView } from "../parts/ResourceView";
import { GlobalSettingsForm } from "./GlobalSettingsForm";
import { InviteCodesSection } from "./InviteCodesSection";
import { settingsTexts } from "./settings-texts";

export function SettingsTab() {
  const { t } = useWords();
  const settings = useAdminQuery(adminReads.settings);
  return (
    <div className="admin-settings-tab">
      <h2>{t(adminTabTexts.settings)}</h2>
      <section className="admin-card card-page" aria-labelledby="admin-global-title">
        <h3 id="admin-global-title">{t(settingsTexts.signupAndUsernames)}</h3>
        <ResourceView
          query={settings}
          failureText={t(settingsTexts.settingsFailed)}
          loading={t(settingsTexts.loadingSettings)}
        >
          {(data) => <GlobalSettingsForm initial={data} />}
        </ResourceView>
      </section>
      <InviteCodesSection />
    </div>
  );
}
