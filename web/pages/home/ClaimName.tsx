// "Claim your name" (docs/product.md, "Screens"): as someone types, GET /api/username-available says whether
// signup would take the name (useUsernameAvailability); the button
// carries it to /signup?username=, which fills the field in.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { limits } from "#contract/limits";
import { useUsernameAvailability } from "../../hooks/useUsernameAvailability";

/** One field on the page; a fixed id keeps the prerendered HTML and the hydrated app in agreement. */
const id = "claim-name";

export function ClaimName() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const trimmed = name.trim();
  const { checking, answer } = useUsernameAvailability(name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(trimmed ? `/signup?username=${encodeURIComponent(trimmed)}` : "/signup");
  };
  const message = checking ? "Checking…" : answer ? (answer.available ? "It's yours to claim." : answer.msg) : "";

  return (
    <form className="claim" onSubmit={onSubmit} aria-label="Claim your name">
      <label className="claim__label" htmlFor={id}>
        Claim your name
      </label>
      <div className="claim__row">
        {/* A fixed "/" rather than the host: the prerendered page cannot know it, and filling it in
            later would move the field. */}
        <span className="claim__prefix" aria-hidden="true">
          /
        </span>
        <input
          id={id}
          className="field__input claim__input"
          type="text"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={limits.usernameMax}
          placeholder="yourname"
          value={name}
          aria-describedby={`${id}-status`}
          aria-invalid={answer && !answer.available ? true : undefined}
          onChange={(event) => setName(event.target.value.slice(0, limits.usernameMax))}
        />
        <button type="submit" className="button button--primary" disabled={answer?.available === false}>
          Claim it
        </button>
      </div>
      {/* Always there, one line high: an answer arriving never moves the page. */}
      <p
        id={`${id}-status`}
        className={`claim__status${answer ? (answer.available ? " claim__status--ok" : " claim__status--taken") : ""}`}
        role="status"
      >
        {message}
      </p>
    </form>
  );
}
