// Case-insensitive substring matching in SQL, as the admin searches use it.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A LIKE pattern matching `text` anywhere; LIKE's wildcards (and "_" is common in usernames) match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** LIKE ignores ASCII case, and usernames and stored e-mails are ASCII. A NULL value never matches. */
export function containsText(value: SQLWrapper, text: string): SQL {
  return sql`${value} like ${containsPattern(text)} escape '\\'`;
}
