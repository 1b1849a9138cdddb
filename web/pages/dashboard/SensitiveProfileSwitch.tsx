// The profile's 18+ switch (docs/product.md, "Trust and safety"): visitors then pass a sensitive-content notice before the page.
// Held in the draft until 'Save changes', like the rest of the profile.
import { Switch } from "../../components/Switch";
import { useProfileEditor } from "./editor/ProfileEditor";

export function SensitiveProfileSwitch() {
  const { draft, saving, setSensitive } = useProfileEditor();
  if (!draft) return null;
  return (
    <Switch
      label="My page has sensitive content (18+)"
      checked={Boolean(draft.sensitive)}
      disabled={saving}
      onChange={(value) => setSensitive(null, value)}
    />
  );
}
