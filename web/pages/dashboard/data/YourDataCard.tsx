// Your data (docs/product.md, "Accounts: the rules"): download everything as a file, import such a file into this
// account (merge or replace), paste URLs, one per line, to add them as links titled from their hosts, or
// bring a page from another service (import/BringYourPage.tsx).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { exportFormat, exportVersion } from "#contract/account-data";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { send, shownError } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { useProfileEditor } from "../editor/ProfileEditor";
import { BringYourPage } from "../import/BringYourPage";

type Mode = "merge" | "replace";
const notAFile = "This file is not a LinkNest export.";

export function YourDataCard() {
  const { retryLoad } = useProfileEditor();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<Mode>("merge");
  const [pasted, setPasted] = useState("");
  /** What the card says itself: a file that is no export, lines that are no web addresses. */
  const [notice, setNotice] = useState<string | null>(null);
  const importData = useMutation({
    mutationFn: ({ data, mode }: { data: unknown; mode: Mode }) =>
      send<{ msg: string }>("/api/account/import", { method: "POST", json: { data, mode } }),
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      toast.success(answer.msg);
      // The editor reads the imported profile.
      retryLoad();
    },
  });
  const busy = importData.isPending;
  const error = shownError(importData.error, "Import failed.") ?? (notice ? { message: notice } : null);

  /** Sends an import; answers whether it was taken. */
  const sendImport = (data: unknown, mode: Mode) =>
    importData.mutateAsync({ data, mode }).then(
      () => true,
      () => false,
    );

  async function importFile(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(await file.text());
    } catch {
      importData.reset();
      setNotice(notAFile);
      return;
    }
    // Only what an import takes is sent: the analytics and sessions stay behind.
    const { format, version, profile, links } = data ?? {};
    await sendImport({ format, version, profile, links }, mode);
  }

  async function addPasted(event: FormEvent) {
    event.preventDefault();
    // Fetched on use: the reader brings punycode, which nothing else on the dashboard needs at load.
    const reader = await import("#contract/pasted-links").catch(() => null);
    if (!reader) {
      importData.reset();
      setNotice(messages.networkError);
      return;
    }
    const { links, skipped } = reader.linksFromPastedText(pasted);
    if (links.length === 0) {
      importData.reset();
      setNotice("Paste at least one web address, one per line.");
      return;
    }
    if (await sendImport({ format: exportFormat, version: exportVersion, links }, "merge")) {
      setPasted(skipped.join("\n"));
      if (skipped.length > 0) setNotice(`These lines are not web addresses: ${skipped.join(", ")}`);
    }
  }

  return (
    <section className="card-page dashboard-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted">
        Your profile, links, analytics, sessions, subscribers and tips, as a JSON file you can keep or move.
      </p>
      {/* A plain link: the browser saves the attachment the server sends. */}
      <a className="button" href="/api/account/export" download>
        Download your data
      </a>
      <FormAlert message={error?.message} errors={error?.errors} />
      <form className="form your-data__import" onSubmit={importFile}>
        <h3>Import a LinkNest export</h3>
        <label className="field__label" htmlFor="import-file">
          Export file
        </label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
        <fieldset className="your-data__mode">
          <legend>How to import</legend>
          <label>
            <input type="radio" name="import-mode" checked={mode === "merge"} onChange={() => setMode("merge")} /> Add
            to my profile (keep what I have)
          </label>
          <label>
            <input type="radio" name="import-mode" checked={mode === "replace"} onChange={() => setMode("replace")} />{" "}
            Replace my profile and links
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={busy || !file}>
          {busy ? "Importing..." : "Import"}
        </button>
      </form>
      <form className="form your-data__paste" onSubmit={addPasted}>
        <h3>Paste your links</h3>
        <label className="field__label" htmlFor="paste-links">
          One web address per line
        </label>
        <textarea
          id="paste-links"
          className="field__input"
          rows={4}
          // As many full-length addresses as a page may hold, one a line.
          maxLength={limits.linksMax * (limits.linkUrlMax + 1)}
          value={pasted}
          placeholder={"https://shop.example\nblog.example/posts"}
          onChange={(event) => setPasted(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={busy || !pasted.trim()}>
          Add these links
        </button>
      </form>
      <BringYourPage />
    </section>
  );
}
