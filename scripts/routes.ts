// `npm run routes`: every method and path the worker answers, and the file that answers it, read from
// the app itself (lib/route-table.ts).
import { formatRouteTable, readRouteTable } from "./lib/route-table";

try {
  const { rows } = await readRouteTable();
  console.log(formatRouteTable(rows));
} catch (error) {
  console.error(`routes: ${(error as Error).message}`);
  process.exit(1);
}
