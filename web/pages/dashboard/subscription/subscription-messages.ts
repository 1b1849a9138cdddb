// How the subscription panel shows its messages (docs/product.md, "Dashboard"). The texts
// themselves, which the server sends too, are in #contract/billing-texts.

export type MessageClass = "success" | "info" | "error";

/** Docs/product.md, "Screens": success if the text matches 'resumed' or 'success'; info if 'cancelled'; else error. */
export function messageClass(text: string): MessageClass {
  if (/resumed|success/i.test(text)) return "success";
  if (/cancelled/i.test(text)) return "info";
  return "error";
}
