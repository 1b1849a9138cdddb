// Request validation with the shared zod schemas. A failure answers 400 with the message of the first
// problem and the list of field errors the web forms map onto their inputs. Each validator records its
// target and schema for the API reference (api-reference.ts).
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import type { FieldError } from "#contract/types";
import { withInput } from "./api-reference";
import { validationError } from "./errors";

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function fieldErrors(error: Issues): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join(".");
    if (field === "")
      return { field: "body", message: "The request body must be a JSON object with the expected fields." };
    return { field, message: issue.message };
  });
}

export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(fieldErrors(result.error));
  });
  return withInput(validator, target, schema);
}

/** The same rule for input a handler has to inspect before it knows which schema applies. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}
