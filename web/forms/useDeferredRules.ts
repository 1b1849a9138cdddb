// A form's client rules, fetched on first use rather than with the screen: the rules come from the
// shared schemas, and the validation library behind them is the largest part of an auth screen's code
// (decision 014). A form asks for them when a field is first focused, and waits for them on submit.
import { useCallback, useMemo, useRef, useState } from "react";
import type { FieldMessages } from "./useFieldErrors";

export type DeferredRules<M, V, F extends string> = {
  /** Fetches the module the rules live in (a dynamic import). */
  load: () => Promise<M>;
  /** The messages per field for `values`, by the loaded rules. */
  validate: (rules: M, values: V) => FieldMessages<F>;
};

export function useDeferredRules<M, V, F extends string>({ load, validate }: DeferredRules<M, V, F>, values: V) {
  const [loaded, setLoaded] = useState<{ rules: M } | null>(null);
  const pending = useRef<Promise<M | null> | null>(null);

  /**
   * Starts the fetch, once. Null when it failed: the server applies the same rules to what is sent, and
   * the next call tries the fetch again.
   */
  const ensure = useCallback((): Promise<M | null> => {
    pending.current ??= load().then(
      (rules) => {
        setLoaded({ rules });
        return rules;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [load]);

  /** Nothing to say until the rules are here: a field's message only shows once it was left anyway. */
  const errors = useMemo<FieldMessages<F>>(
    () => (loaded ? validate(loaded.rules, values) : {}),
    [loaded, validate, values],
  );

  /** The rules' verdict on `current`, waiting for them if need be. */
  const errorsOnceLoaded = useCallback(
    async (current: V): Promise<FieldMessages<F>> => {
      const rules = await ensure();
      return rules ? validate(rules, current) : {};
    },
    [ensure, validate],
  );

  return { errors, ensure, errorsOnceLoaded };
}
