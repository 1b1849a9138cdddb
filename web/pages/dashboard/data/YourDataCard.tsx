// Your data (product §7 "Your data"): download everything as a file, import such a file into this
// account (merge or replace), or paste URLs, one per line, to add them as links titled from their hosts.
import { type FormEvent, useState } from "react";
import { exportFormat, exportVersion } from "#contract/account-export";
import { linksFromPastedText } from "#contract/pasted-links";
import { api } from "../../../api/client";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { useApiAction } from "../../../hooks/useApiAction";
import { useProfileEditor } from "../editor/ProfileEditor";

type Mode = "merge" | "replace";
const notAFile = "This file is not a LinkNest export.";

export function YourDataCard() {
  const { retryLoad } = useProfileEditor();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<Mode>("merge");
  const [pasted, setPasted] = useState("");
  const { busy, failure: error, setFailure: setError, run } = useApiAction();

  const send = (data: unknown, importMode: Mode) =>
    run(
      () => api<{ msg: string }>("/api/account/import", { method: "POST", json: { data, mode: importMode } }),
      "Import failed.",
      (answer) => {
        toast.success(answer.msg);
        retryLoad();
      },
    );

  async function importFile(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(await file.text());
    } catch {
      setError({ message: notAFile });
      return;
    }
    // Only what an import takes is sent: the analytics and sessions stay behind.
    const { format, version, profile, links } = data ?? {};
    await send({ format, version, profile, links }, mode);
  }

  async function addPasted(event: FormEvent) {
    event.preventDefault();
    const { links, skipped } = linksFromPastedText(pasted);
    if (links.length === 0) {
      setError({ message: "Paste at least one web address, one per line." });
      return;
    }
    if (await send({ format: exportFormat, version: exportVersion, links }, "merge")) {
      setPasted(skipped.join("\n"));
      if (skipped.length > 0) setError({ message: `These lines are not web addresses: ${skipped.join(", ")}` });
    }
  }

  return (
    <section className="card-page dashboard-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted">Your profile, links, analytics and sessions, as a JSON file you can keep or move.</p>
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
          value={pasted}
          placeholder={"https://shop.example\nblog.example/posts"}
          onChange={(event) => setPasted(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={busy || !pasted.trim()}>
          Add these links
        </button>
      </form>
    </section>
  );
}
