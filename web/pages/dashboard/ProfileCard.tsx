// The profile card (docs/product.md, "Screens" and "Limits"): username (capped at 30, with a remaining counter, and while it differs
// from the saved one a warning that the old address and its QR code stop working once the former name's
// redirect runs out), the display name heading the page (at most 50) and bio (at most 500, with a counter), both held in the draft until 'Save changes'; the e-mail address read-only,
// any pending new address, and the change e-mail form, which is its own immediate request.
import { limits } from "#contract/limits";
import { CharacterCounter } from "../../components/CharacterCounter";
import { FormField } from "../../components/FormField";
import { UsernameField } from "../../components/fields/UsernameField";
import { TextAreaField } from "../../components/TextAreaField";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { fieldInputId } from "./editor/fields";
import { useProfileEditor } from "./editor/ProfileEditor";
import { SensitiveProfileSwitch } from "./SensitiveProfileSwitch";

function RenameWarning({ from, to }: { from: string; to: string }) {
  return (
    <p className="field__warning">
      Your page moves to /{to}. The old address /{from} and QR code will stop working: for {limits.formerUsernameDays}{" "}
      days /{from} redirects to the new address, then it leads nowhere.
    </p>
  );
}

export function ProfileCard() {
  const { saved, draft, saving, setUsername, setDisplayName, setBio, touch, errorFor } = useProfileEditor();
  if (!saved || !draft) return null;

  return (
    <section className="card-page dashboard-card profile-card" aria-labelledby="profile-card-title">
      <h2 id="profile-card-title">Profile</h2>
      <div className="form">
        <UsernameField
          id={fieldInputId("username")}
          name="username"
          disabled={saving}
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
          label="Display name"
          disabled={saving}
          maxLength={limits.displayNameMax}
          value={draft.displayName}
          error={errorFor("displayName")}
          hint={
            <>
              Heads your page, above @{draft.username.trim() || saved.username}.{" "}
              <CharacterCounter length={draft.displayName.length} max={limits.displayNameMax} />
            </>
          }
          onChange={(event) => setDisplayName(event.target.value.slice(0, limits.displayNameMax))}
          onBlur={() => touch("displayName")}
        />
        <TextAreaField
          id={fieldInputId("bio")}
          name="bio"
          label="Bio"
          rows={4}
          disabled={saving}
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
          label="Email"
          type="email"
          value={saved.email}
          readOnly
          hint={saved.pendingEmail ? `Pending confirmation: ${saved.pendingEmail}` : undefined}
        />
      </div>
      <ChangeEmailForm />
    </section>
  );
}
