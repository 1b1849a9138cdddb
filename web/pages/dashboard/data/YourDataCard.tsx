// Your data (docs/product.md, "Accounts: the rules"): download everything as a file (its images inside), import such
// a file into this account (merge, or replace after a confirmation), paste URLs, one per line, to add
// them as links titled from their hosts, or bring a page from another service (import/BringYourPage.tsx).
// What an import left out is listed, with why, until the next one.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { exportFormat, exportVersion, type ImportAnswer, importMessages } from "#contract/account-data";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { send, shownError } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
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
  /** A replace waiting for the owner's yes. */
  const [confirmingReplace, setConfirmingReplace] = useState<unknown>(null);
  /** What the last import left out, and why. */
  const [leftOut, setLeftOut] = useState<ImportAnswer | null>(null);
  const importData = useMutation({
    mutationFn: ({ data, mode }: { data: unknown; mode: Mode }) =>
      send<ImportAnswer>("/api/account/import", { method: "POST", json: { data, mode } }),
    onMutate: () => {
      setNotice(null);
      setLeftOut(null);
    },
    onSuccess: (answer) => {
      toast.success(answer.msg);
      if (Array.isArray(answer.leftOut) && answer.leftOut.length > 0) setLeftOut(answer);
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
    const taken = { format, version, profile, links };
    if (mode === "replace") setConfirmingReplace(taken);
    else await sendImport(taken, mode);
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
      {leftOut && (
        <section className="notice notice--warning your-data__left-out" aria-labelledby="left-out-title">
          <h3 id="left-out-title">{leftOut.msg}</h3>
          <ul className="form-alert__list">
            {leftOut.leftOut.map((item) => (
              <li key={item.field}>{item.message}</li>
            ))}
          </ul>
        </section>
      )}
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
      <ConfirmDialog
        open={confirmingReplace !== null}
        title={importMessages.replaceConfirmTitle}
        confirmLabel="Replace"
        cancelLabel="Keep my profile"
        danger
        onConfirm={() => {
          const data = confirmingReplace;
          setConfirmingReplace(null);
          void sendImport(data, "replace");
        }}
        onCancel={() => setConfirmingReplace(null)}
      >
        <p className="muted">{importMessages.replaceConfirmText}</p>
      </ConfirmDialog>
      <BringYourPage />
    </section>
  );
}
