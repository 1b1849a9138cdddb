// "Claim your name" (docs/product.md, "Screens"): as someone types, GET /api/username-available says whether
// signup would take the name (after a short pause, and only the latest answer counts); the button
// carries it to /signup?username=, which fills the field in.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { limits } from "#contract/limits";
import type { UsernameAvailability } from "#contract/types";
import { api } from "../../api/client";

/** A pause in typing before asking: the check is rate-limited per address. */
const typingPauseMs = 300;

/** One field on the page; a fixed id keeps the prerendered HTML and the hydrated app in agreement. */
const id = "claim-name";

/** Whether signup would take `name` now; a refusal or a failure says why, in the same shape. */
async function availability(name: string, signal: AbortSignal): Promise<UsernameAvailability> {
  const result = await api<UsernameAvailability>(`/api/username-available?username=${encodeURIComponent(name)}`, {
    signal,
  });
  if (result.ok) return result.data;
  return { available: false, msg: (result.error as Partial<UsernameAvailability>).msg || "Could not check this name." };
}

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ClaimName() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const trimmed = name.trim();
  // Only the name typed last is asked about; an answer about an earlier one is never shown.
  const asked = useSettled(trimmed, typingPauseMs);
  const check = useQuery({
    queryKey: ["/api/username-available", asked],
    queryFn: ({ signal }) => availability(asked, signal),
    enabled: asked !== "",
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(trimmed ? `/signup?username=${encodeURIComponent(trimmed)}` : "/signup");
  };
  const checking = trimmed !== "" && (asked !== trimmed || check.isFetching);
  const answer = trimmed && !checking ? (check.data ?? null) : null;
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
