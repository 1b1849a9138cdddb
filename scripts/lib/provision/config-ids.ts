// Writing the ids of created D1 databases and KV namespaces into wrangler.toml as a person would: the
// one `database_id = "..."` or `id = "..."` line of the binding's [[d1_databases]] or [[kv_namespaces]]
// entry changes and every other line, comment and blank stays as it was. (wrangler's own config patcher
// refuses a TOML file with comments.) Entries written in another TOML form are not edited: the caller
// reads the file back and prints the line to set by hand.
export type IdPlacement = { table: "d1_databases" | "kv_namespaces"; binding: string; key: "database_id" | "id" };

const header = /^\s*\[/;
const quoted = (key: string) => new RegExp(`^(\\s*${key}\\s*=\\s*)(["'])([^"']*)\\2(.*)$`);

/** `text` with `key = "value"` in the entry of `table` whose binding is `binding`; unchanged if there is none. */
export function withBindingId(text: string, place: IdPlacement, value: string): string {
  const lines = text.split("\n");
  const tableHeader = new RegExp(`^\\s*\\[\\[\\s*${place.table}\\s*\\]\\]`);
  for (let start = 0; start < lines.length; start++) {
    if (!tableHeader.test(lines[start] ?? "")) continue;
    let end = start + 1;
    while (end < lines.length && !header.test(lines[end] ?? "")) end++;
    const entry = lines.slice(start + 1, end);
    const bindingAt = entry.findIndex((line) => quoted("binding").exec(line)?.[3] === place.binding);
    if (bindingAt < 0) continue;
    const keyAt = entry.findIndex((line) => quoted(place.key).test(line));
    if (keyAt >= 0) {
      lines[start + 1 + keyAt] = (entry[keyAt] ?? "").replace(quoted(place.key), `$1"${value}"$4`);
    } else {
      lines.splice(start + 2 + bindingAt, 0, `${place.key} = "${value}"`);
    }
    return lines.join("\n");
  }
  return text;
}

/** Where a person puts the id by hand, for `--print` and for an entry the writer could not find. */
export function describePlacement(place: IdPlacement, value: string): string {
  return `wrangler.toml, [[${place.table}]] with binding = "${place.binding}": ${place.key} = "${value}"`;
}
