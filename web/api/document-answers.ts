// The answers to a screen's first reads that the worker put in its document (contract/first-reads.ts),
// held as early reads (./early-reads.ts), and how a component renders with one at once.
import { useCallback, useRef, useState } from "react";
import { type DocumentAnswer, firstReadsElementId } from "#contract/first-reads";
import { type ApiResult, resultOf } from "./client";
import { answerEarly, peekEarlyRead, takeEarlyRead } from "./early-reads";

const isAnswer = (value: unknown): value is DocumentAnswer =>
  typeof value === "object" && value !== null && typeof (value as DocumentAnswer).status === "number";

/** Holds each answer the document carries as the early read of its path. A block that is not JSON is ignored. */
export function holdDocumentAnswers(doc: Document = document): void {
  const text = doc.getElementById(firstReadsElementId)?.textContent;
  if (!text) return;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof answers !== "object" || answers === null) return;
  for (const [path, answer] of Object.entries(answers)) {
    if (isAnswer(answer)) answerEarly(path, resultOf(answer.status, answer.body));
  }
}

/**
 * For a read a component makes as it mounts: the data of a successful answer already in hand for `path`
 * (the document's), to render with at once, and `claim()`, which the mount's effect calls before
 * reading. It is true, once, when that data was there: the early answer is then used up, so no later
 * read gets it, and the effect has nothing to read. Otherwise the effect reads as usual, and an answer
 * the document held that was a failure reaches it that way.
 */
export function useDocumentData<T>(path: string): { data: T | undefined; claim: () => boolean } {
  const [data] = useState(() => {
    const answer = peekEarlyRead(path) as ApiResult<T> | undefined;
    return answer?.ok ? answer.data : undefined;
  });
  const unclaimed = useRef(data !== undefined);
  const claim = useCallback(() => {
    if (!unclaimed.current) return false;
    unclaimed.current = false;
    takeEarlyRead(path);
    return true;
  }, [path]);
  return { data, claim };
}
