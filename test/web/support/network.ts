// The web tests' network: every request the app sends goes through Mock Service Worker's interception of
// fetch (msw/node), answered by the handlers a test gives (`answerFetch` in ./render.tsx). A request no
// handler answers is refused as a network error and fails the test that sent it (setup.ts), so a card
// can't pass while it shows an error state nobody meant to test.
import { HttpResponse, http, type RequestHandler } from "msw";
import { setupServer } from "msw/node";

/** Requests of the running test that no handler answered, as "METHOD /path?query". */
const unanswered: string[] = [];

/**
 * The last handler, behind every test's: what reaches it was answered by none of them. It answers a
 * network error rather than letting the request through to the network.
 */
const refuseUnanswered = http.all("*", ({ request }) => {
  const { pathname, search } = new URL(request.url);
  unanswered.push(`${request.method} ${pathname}${search}`);
  return HttpResponse.error();
});

const server = setupServer(refuseUnanswered);
let listening = false;

/** Starts the interception once for the test worker: the files share one module graph (vitest.config.ts). */
export function startNetwork() {
  if (listening) return;
  listening = true;
  // Nothing should get past refuseUnanswered; if something does, it is an error, never a real request.
  server.listen({ onUnhandledRequest: "error" });
}

/** Drops the test's handlers, and fails the test if it sent a request none of them answered. */
export function endTestNetwork() {
  server.resetHandlers();
  const refused = unanswered.splice(0);
  if (refused.length) {
    throw new Error(`Requests no handler answered (answer them in the test):\n  ${refused.join("\n  ")}`);
  }
}

/** Adds handlers for the running test, ahead of any it added before. */
export function answerWith(...handlers: RequestHandler[]) {
  server.use(...handlers);
}

/** A handler for the requests `matches` accepts; the others go on to the next handler. */
export function answerMatching(
  matches: (request: Request) => boolean,
  respond: (request: Request) => Response | Promise<Response>,
) {
  return http.all(
    ({ request }) => matches(request),
    ({ request }) => respond(request),
  );
}
