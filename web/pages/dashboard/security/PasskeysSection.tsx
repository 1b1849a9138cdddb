// Passkeys (docs/product.md, "Accounts: the rules"): add one with this device's authenticator, rename or remove them.
import { type FormEvent, useState } from "react";
import type { PasskeySummary } from "#contract/security";
import { api } from "../../../api/client";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { formatDateTime } from "../../../format/written-forms";
import { useApiAction } from "../../../hooks/useApiAction";
import { PasskeyCeremonyButton } from "../../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../../security/passkey-ceremony-loader";
import { useSecurityResource } from "./useSecurityResource";

export function PasskeysSection({ onChange }: { onChange: () => void }) {
  const toast = useToast();
  const passkeys = useSecurityResource<PasskeySummary[]>("/api/passkeys", "Could not load your passkeys.");
  const { busy, failure, run } = useApiAction();
  const changed = async (data: { msg: string }) => {
    toast.success(data.msg);
    await passkeys.reload();
    onChange();
  };
  const add = () =>
    run(
      () => withPasskeyCeremony((ceremony) => ceremony.registerPasskey()),
      "The passkey could not be added.",
      changed,
    );
  const remove = (passkey: PasskeySummary) =>
    run(
      () => api<{ msg: string }>(`/api/passkeys/${encodeURIComponent(passkey.id)}`, { method: "DELETE" }),
      "The passkey could not be removed.",
      changed,
    );

  return (
    <div className="security__block">
      <h3>Passkeys</h3>
      <p className="muted">Sign in with your fingerprint, face or device PIN instead of a password.</p>
      <FormAlert message={failure?.message ?? passkeys.error ?? undefined} />
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="security__list" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRenamed={passkeys.reload}
              onRemove={() => remove(passkey)}
            />
          ))}
        </ul>
      )}
      <PasskeyCeremonyButton
        className="button"
        busy={busy}
        label="Add a passkey"
        busyLabel="Waiting for your device..."
        onPress={add}
      />
    </div>
  );
}

function PasskeyRow({
  passkey,
  onRenamed,
  onRemove,
}: {
  passkey: PasskeySummary;
  onRenamed: () => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const { failure, run } = useApiAction();

  async function rename(event: FormEvent) {
    event.preventDefault();
    await run(
      () => api(`/api/passkeys/${encodeURIComponent(passkey.id)}`, { method: "PATCH", json: { name } }),
      "The passkey could not be renamed.",
      () => {
        setEditing(false);
        onRenamed();
      },
    );
  }

  return (
    <li className="security__item">
      {editing ? (
        <form className="security__rename" onSubmit={rename}>
          <label className="visually-hidden" htmlFor={`passkey-name-${passkey.id}`}>
            Passkey name
          </label>
          <input
            id={`passkey-name-${passkey.id}`}
            className="field__input"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <button type="submit" className="button button--small">
            Save name
          </button>
          {failure && <span className="field__error">{failure.message}</span>}
        </form>
      ) : (
        <div>
          <strong>{passkey.name}</strong>
          <span className="muted">
            {" "}
            · added {formatDateTime(passkey.createdAt)}
            {passkey.lastUsedAt ? ` · last used ${formatDateTime(passkey.lastUsedAt)}` : " · never used"}
          </span>
        </div>
      )}
      <div className="security__actions">
        {!editing && (
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            Rename
          </button>
        )}
        <button type="button" className="button button--small button--danger" onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}
