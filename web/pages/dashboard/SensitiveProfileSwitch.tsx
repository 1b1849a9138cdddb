// The profile's 18+ switch (docs/product.md, "Trust and safety"): visitors then pass a sensitive-content notice before the page.
// Held in the draft until 'Save changes', like the rest of the profile.
import { Switch } from "../../components/Switch";
import { useWords } from "../../i18n/I18nProvider";
import { profileTexts } from "./dashboard-texts";
import { useProfileEditor } from "./editor/ProfileEditor";

export function SensitiveProfileSwitch() {
  const { draft, saving, readOnly, setSensitive } = useProfileEditor();
  const { t } = useWords();
  if (!draft) return null;
  return (
    <Switch
      label={t(profileTexts.sensitive)}
      checked={Boolean(draft.sensitive)}
      disabled={saving || readOnly}
      onChange={(value) => setSensitive(null, value)}
    />
  );
}
