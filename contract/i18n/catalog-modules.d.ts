// The compiled catalogs vite-plugins/message-catalogs.ts serves: every message parsed, by id.
declare module "virtual:message-catalog/*" {
  import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

  const catalog: Record<string, MessageFormatElement[]>;
  export default catalog;
}
