// The profile card (docs/product.md, "Screens" and "Limits"): username (capped at 30, with a remaining counter, and while it differs
// from the saved one a warning that the old address and its QR code stop working once the former name's
// redirect runs out), the display name heading the page (at most 50) and bio (at most 500, with a counter), both held in the draft until 'Save changes'; the e-mail address read-only,
// any pending new address, and the change e-mail form, which is its own immediate request.
import { limits } from "#contract/limits";
import { CharacterCounter } from "../../components/CharacterCounter";
import { FormField } from "../../components/FormField";
import { UsernameField } from "../../components/fields/UsernameField";
import { TextAreaField } from "../../components/TextAreaField";
import { useWords } from "../../i18n/I18nProvider";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { profileTexts } from "./dashboard-texts";
import { fieldInputId } from "./editor/fields";
import { useProfileEditor } from "./editor/ProfileEditor";
import { useAccountProfile } from "./editor/profile-api";
import { SensitiveProfileSwitch } from "./SensitiveProfileSwitch";

function RenameWarning({ from, to }: { from: string; to: string }) {
  const { t } = useWords();
  return (
    <p className="field__warning">{t(profileTexts.renameWarning, { from, to, days: limits.formerUsernameDays })}</p>
  );
}

export function ProfileCard() {
  const { saved, draft, saving, readOnly, setUsername, setDisplayName, setBio, touch, errorFor } = useProfileEditor();
  const account = useAccountProfile();
  const { t } = useWords();
  // A viewer sees the page's fields and changes none of them; the e-mail below is their own account's, which
  // they still manage here.
  const locked = saving || readOnly;
  if (!saved || !draft) return null;

  return (
    <section className="card-page dashboard-card profile-card" aria-labelledby="profile-card-title">
      <h2 id="profile-card-title">{t(profileTexts.title)}</h2>
      <div className="form">
        <UsernameField
          id={fieldInputId("username")}
          name="username"
          disabled={locked}
          value={draft.username}
          own={saved.username}
          error={errorFor("username")}
          onChange={setUsername}
          note={
            draft.username.trim() && draft.username !== saved.username ? (
              <RenameWarning from={saved.username} to={draft.username} />
            ) : null
          }
          onBlur={() => touch("username")}
        />
        <FormField
          id={fieldInputId("displayName")}
          name="displayName"
          label={t(profileTexts.displayName)}
          disabled={locked}
          maxLength={limits.displayNameMax}
          value={draft.displayName}
          error={errorFor("displayName")}
          hint={
            <>
              {t(profileTexts.displayNameHint, { username: draft.username.trim() || saved.username })}{" "}
              <CharacterCounter length={draft.displayName.length} max={limits.displayNameMax} />
            </>
          }
          onChange={(event) => setDisplayName(event.target.value.slice(0, limits.displayNameMax))}
          onBlur={() => touch("displayName")}
        />
        <TextAreaField
          id={fieldInputId("bio")}
          name="bio"
          label={t(profileTexts.bio)}
          rows={4}
          disabled={locked}
          maxLength={limits.bioMax}
          value={draft.bio}
          error={errorFor("bio")}
          hint={<CharacterCounter length={draft.bio.length} max={limits.bioMax} />}
          onChange={(event) => setBio(event.target.value.slice(0, limits.bioMax))}
          onBlur={() => touch("bio")}
        />
        <SensitiveProfileSwitch />
        <FormField
          id="profile-email"
          label={t(profileTexts.email)}
          type="email"
          value={account?.email ?? ""}
          readOnly
          hint={account?.pendingEmail ? t(profileTexts.pendingEmail, { email: account.pendingEmail }) : undefined}
        />
      </div>
      <ChangeEmailForm />
    </section>
  );
}
