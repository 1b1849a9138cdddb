// The Pro branding switch (docs/product.md, "Dashboard"): the value changes at once and then saves;
// disabled until the setting has loaded and while saving; never rolled back when saving fails. The
// setting is the profile's, read once for the whole dashboard (editor/profile-api.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { brandingText } from "#contract/profile-schemas";
import { errorMessage, failureOf } from "../../../api/queries";
import { Switch } from "../../../components/Switch";
import { profileQuery, saveBranding, versionAfterOwnWrite } from "../editor/profile-api";

export const brandingTexts = {
  loadFailed: "Failed to load branding setting",
  saveFailed: "Failed to save",
  networkError: "Network error",
} as const;

export function BrandingToggle({ onError }: { onError: (text: string) => void }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const loadFailed = profile.isError;
  useEffect(() => {
    if (loadFailed) onError(brandingTexts.loadFailed);
  }, [loadFailed, onError]);

  // The switch shows the owner's choice at once, and keeps it whatever the answer.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: saveBranding,
    onSuccess: (answer, showBranding) =>
      queryClient.setQueryData(
        profileQuery.queryKey,
        (current) => current && { ...current, showBranding, version: versionAfterOwnWrite(current, answer?.version) },
      ),
    onError: (error) =>
      onError(
        failureOf(error).networkError ? brandingTexts.networkError : errorMessage(error, brandingTexts.saveFailed),
      ),
  });
  const showBranding = chosen ?? profile.data?.showBranding ?? null;

  return (
    <div className="branding-toggle">
      <Switch
        label={`Show "${brandingText}" on my public page`}
        checked={showBranding ?? true}
        disabled={showBranding === null || save.isPending}
        onChange={(next) => {
          setChosen(next);
          save.mutate(next);
        }}
      />
      {save.isPending && (
        <span className="muted" aria-live="polite">
          Saving…
        </span>
      )}
    </div>
  );
}
