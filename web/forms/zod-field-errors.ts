// Turns a shared zod schema's verdict into one message per form field, the shape forms show under
// their inputs. The rules themselves live only in contract/ (one schema, server and client).
import type { z } from "zod";
import type { FieldMessages } from "./useFieldErrors";

/** The first issue per top-level field, in the schema's own order (so "required" wins over "length"). */
export function zodFieldErrors(schema: z.ZodType, input: unknown): FieldMessages {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
