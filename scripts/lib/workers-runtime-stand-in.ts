// What the app's modules take from the Workers runtime (`cloudflare:workers`), for loading the app in Node
// to read its routes (route-table.ts): the table reads the routers and runs no request, so no work is
// ever handed to waitUntil here.
export function waitUntil(_work: Promise<unknown>): void {
  throw new Error("the route table runs no request: nothing may be handed to waitUntil");
}
