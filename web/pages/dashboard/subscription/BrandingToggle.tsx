// The Pro branding switch (docs/product.md, "Dashboard"): the value changes at once and then saves;
// disabled until the setting has loaded and while saving; never rolled back when saving fails.
import { useEffect, useState } from "react";
import { ownProfilePath } from "#contract/first-reads";
import { brandingText } from "#contract/profile-messages";
import { api, failureMessage } from "../../../api/client";
import { Switch } from "../../../components/Switch";

export const brandingTexts = {
  loadFailed: "Failed to load branding setting",
  saveFailed: "Failed to save",
  networkError: "Network error",
} as const;

export function BrandingToggle({ onError }: { onError: (text: string) => void }) {
  const [showBranding, setShowBranding] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    api<{ showBranding: boolean }>(ownProfilePath).then((result) => {
      if (!active) return;
      if (result.ok) setShowBranding(result.data.showBranding);
      else onError(brandingTexts.loadFailed);
    });
    return () => {
      active = false;
    };
  }, [onError]);

  async function toggle(next: boolean) {
    setShowBranding(next);
    setSaving(true);
    const result = await api(ownProfilePath, { method: "PUT", json: { showBranding: next } });
    setSaving(false);
    if (!result.ok)
      onError(result.networkError ? brandingTexts.networkError : failureMessage(result, brandingTexts.saveFailed));
  }

  return (
    <div className="branding-toggle">
      <Switch
        label={`Show "${brandingText}" on my public page`}
        checked={showBranding ?? true}
        disabled={showBranding === null || saving}
        onChange={toggle}
      />
      {saving && (
        <span className="muted" aria-live="polite">
          Saving…
        </span>
      )}
    </div>
  );
}
