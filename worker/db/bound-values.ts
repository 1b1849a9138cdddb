// D1 binds at most 100 values to one statement: a longer list of values goes in chunks, one statement each.

export const valuesPerStatement = 100;

/** `values` in chunks of at most `size` (the statement's own values taken off the 100). */
export function inChunks<T>(values: T[], size = valuesPerStatement): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}
