// Passkeys (docs/product.md, "Accounts: the rules"): add one with this device's authenticator, rename or remove them.
// Removing one asks for the password, or a code from the authenticator when the account has one; adding
// one asks the same when the server says the sign-in is over ten minutes old.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type PasskeySummary, passkeyNameMax, passkeyNameSchema } from "#contract/security";
import { apiRoutes, pathParams } from "../../../api/client";
import { dataOf, errorMessage, failureOf, send, useDeferredQuery } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { PasskeyCeremonyButton } from "../../../security/PasskeyCeremonyButton";
import { withPasskeyCeremony } from "../../../security/passkey-ceremony-loader";
import { passkeysTexts as texts } from "./passkeys-texts";
import { RecheckField, recheckErrorOf, useRecheck } from "./RecheckField";
import { securityQueries } from "./security-queries";

/** A passkey added or removed: the list and the second-factor status (its passkey count) are read again. */
function usePasskeysChanged() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (data: { msg: string }) => {
    toast.success(data.msg);
    await Promise.all([
      queryClient.invalidateQueries(securityQueries.passkeys),
      queryClient.invalidateQueries(securityQueries.status),
    ]);
  };
}

export function PasskeysSection() {
  const { t } = useWords();
  const passkeys = useDeferredQuery(securityQueries.passkeys);
  const changed = usePasskeysChanged();
  const addRecheck = useRecheck();
  const [addAsksRecheck, setAddAsksRecheck] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      dataOf(
        withPasskeyCeremony((ceremony) =>
          ceremony.registerPasskey(undefined, addAsksRecheck ? addRecheck.body() : undefined),
        ),
      ),
    onSuccess: (data) => {
      setAddAsksRecheck(false);
      addRecheck.reset();
      return changed(data);
    },
    onError: (error) => {
      if (recheckErrorOf(failureOf(error))) setAddAsksRecheck(true);
    },
  });
  const addRecheckError = add.error ? recheckErrorOf(failureOf(add.error)) : undefined;
  const recheck = useRecheck();
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const remove = useMutation({
    mutationFn: (passkey: PasskeySummary) =>
      send(apiRoutes.passkeys[":id"].$delete({ param: pathParams({ id: passkey.id }), json: recheck.body() })),
    onSuccess: (data) => {
      closeRemoval();
      return changed(data);
    },
  });
  // A refused re-check (wrong password or code, too many tries) is said in the dialog, which stays open.
  const refusal = remove.error && failureOf(remove.error).status < 500 ? failureOf(remove.error).error.msg : undefined;
  function closeRemoval() {
    setRemoving(null);
    recheck.reset();
  }
  // The card says what its last action did: starting one puts the other's failure away.
  const start = {
    add: () => {
      remove.reset();
      add.mutate();
    },
    remove: (passkey: PasskeySummary) => {
      add.reset();
      remove.reset();
      setRemoving(passkey);
    },
  };
  const failure =
    add.error && !addRecheckError
      ? errorMessage(add.error, t(texts.addFailed))
      : remove.error && !refusal
        ? errorMessage(remove.error, t(texts.removeFailed))
        : passkeys.error
          ? errorMessage(passkeys.error, t(texts.loadFailed))
          : undefined;

  return (
    <div className="security__block">
      <h3>{t(texts.title)}</h3>
      <p className="muted">{t(texts.intro)}</p>
      <FormAlert message={failure} />
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="security__list" aria-label={t(texts.list)}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => start.remove(passkey)} />
          ))}
        </ul>
      )}
      {addAsksRecheck && <RecheckField id="passkey-add-recheck" recheck={addRecheck} error={addRecheckError} />}
      <PasskeyCeremonyButton
        className="button"
        busy={add.isPending}
        label={t(texts.add)}
        busyLabel={t(texts.waiting)}
        onPress={start.add}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t(texts.removeTitle)}
        confirmLabel={t(texts.removeConfirm)}
        cancelLabel={t(texts.keep)}
        busyLabel={t(texts.removing)}
        busy={remove.isPending}
        danger
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => {
          remove.reset();
          closeRemoval();
        }}
      >
        <p className="muted">{t(texts.removeBody, { name: removing?.name ?? "" })}</p>
        <RecheckField id="passkey-remove-recheck" recheck={recheck} error={refusal} />
      </ConfirmDialog>
    </div>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeySummary; onRemove: () => void }) {
  const { t } = useWords();
  const [editing, setEditing] = useState(false);
  return (
    <li className="security__item">
      {editing ? (
        <PasskeyRenameForm passkey={passkey} onDone={() => setEditing(false)} />
      ) : (
        <div className="security__summary">
          <strong className="security__name" title={passkey.name}>
            {passkey.name}
          </strong>
          <span className="muted">
            {" "}
            · {t(texts.added, { added: dateTimeIn(t.locale, passkey.createdAt) })} ·{" "}
            {passkey.lastUsedAt
              ? t(texts.lastUsed, { lastUsed: dateTimeIn(t.locale, passkey.lastUsedAt) })
              : t(texts.neverUsed)}
          </span>
        </div>
      )}
      <div className="security__actions">
        {!editing && (
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {t(texts.rename)}
          </button>
        )}
        <button type="button" className="button button--small button--danger" onClick={onRemove}>
          {t(texts.remove)}
        </button>
      </div>
    </li>
  );
}

/** The server's rule is checked first: a name over the limit is refused with its message, never cut. */
function PasskeyRenameForm({ passkey, onDone }: { passkey: PasskeySummary; onDone: () => void }) {
  const { t } = useWords();
  const queryClient = useQueryClient();
  const form = useAppForm({
    idPrefix: `passkey-${passkey.id}`,
    defaultValues: { name: passkey.name },
    schema: passkeyNameSchema,
  });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ name }) =>
      send(apiRoutes.passkeys[":id"].$patch({ param: pathParams({ id: passkey.id }), json: { name } })),
    fallback: t(texts.renameFailed),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries(securityQueries.passkeys);
    },
  });
  const name = form.field("name");
  const refusal = name.error ?? failure?.message;
  return (
    <form className="security__rename" noValidate onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={name.id}>
        {t(texts.name)}
      </label>
      <input
        id={name.id}
        name={name.name}
        ref={name.ref}
        onChange={name.onChange}
        onBlur={name.onBlur}
        className="field__input"
        maxLength={passkeyNameMax}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${name.id}-error` : undefined}
      />
      <button type="submit" className="button button--small" disabled={busy}>
        {t(texts.saveName)}
      </button>
      {refusal && (
        <span className="field__error" id={`${name.id}-error`}>
          {refusal}
        </span>
      )}
    </form>
  );
}
