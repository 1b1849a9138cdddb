// The copy-to-clipboard helper of the profile editor (docs/product.md, "Screens"; the messages in contract/): copies a text and says how it
// went in a toast — the caller's success text, 'Copy failed.' when the browser refuses, or the
// caller's "not ready" text while the value to copy is not known yet.
import { useCallback } from "react";
import { useToast } from "../components/ToastProvider";

export const copyFailedMessage = "Copy failed.";

/** Writes `text` to the clipboard; false when the browser has no clipboard or refuses (no permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type CopyTexts = { copied: string; notReady: string };

export function useCopyToClipboard() {
  const toast = useToast();
  return useCallback(
    async (text: string | null | undefined, texts: CopyTexts) => {
      if (!text) {
        toast.info(texts.notReady);
        return;
      }
      if (await copyText(text)) toast.success(texts.copied);
      else toast.error(copyFailedMessage);
    },
    [toast],
  );
}
