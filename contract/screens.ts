// The SPA's screens (docs/product.md, "Screens"): the one route table the worker and the web app share. The worker
// answers a path that is neither a screen, a built file nor a profile with 404 and gives every screen
// its title and indexing rule in the HTML itself; the web app sets the same title after a route change.
import { productName } from "./product";

export type Screen = {
  /** The page's own name; the document title is "{title} · LinkNest". Null for the home page. */
  title: string | null;
  /** Screens that are private or transient: search engines are asked not to index them. */
  noindex: boolean;
};

export const screens = {
  "/": { title: null, noindex: false },
  "/login": { title: "Log in", noindex: true },
  "/signup": { title: "Sign up", noindex: true },
  "/forgot-password": { title: "Forgot password", noindex: true },
  "/reset-password": { title: "Reset password", noindex: true },
  "/verify-email": { title: "Verify your email", noindex: true },
  "/verify-email-change": { title: "Confirm your new email", noindex: true },
  "/dashboard": { title: "Dashboard", noindex: true },
  "/dashboard/earn": { title: "Earn", noindex: true },
  "/admin": { title: "Admin", noindex: true },
  "/tos": { title: "Terms of Service", noindex: false },
  "/privacy": { title: "Privacy Policy", noindex: false },
  "/data-compliance": { title: "Data Compliance", noindex: false },
} as const satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof screens;

/**
 * Screens the build renders to HTML ahead of time (web/prerender.tsx), so they paint before any code
 * arrives and then hydrate: the asset `prerendered/{name}.html` the worker serves for the path.
 */
export const prerenderedScreens: Readonly<Record<string, string>> = {
  "/": "home",
  "/tos": "tos",
  "/privacy": "privacy",
  "/data-compliance": "data-compliance",
};

/**
 * Every other screen's document: the frame (header, footer, a loading outline) prerendered once, which
 * the browser paints while the screen's code is on its way and the app then draws over.
 */
export const prerenderedFrame = "frame";

/**
 * The screens whose code is a chunk of its own (web/route-pages.ts), by the module it is built from.
 * Each gets a frame of its own that names that chunk and the chunks it imports
 * (`<link rel="modulepreload">`), so the browser fetches the screen's code with the app's entry instead
 * of after it, a round trip sooner.
 */
export const screenModules: Readonly<Record<string, string>> = {
  "/login": "web/pages/auth/LoginPage.tsx",
  "/signup": "web/pages/auth/SignupPage.tsx",
  "/forgot-password": "web/pages/auth/ForgotPasswordPage.tsx",
  "/reset-password": "web/pages/auth/ResetPasswordPage.tsx",
  "/verify-email": "web/pages/auth/VerifyEmailPage.tsx",
  "/verify-email-change": "web/pages/auth/VerifyEmailPage.tsx",
  "/dashboard": "web/pages/dashboard/DashboardPage.tsx",
  "/dashboard/earn": "web/pages/dashboard/earn/EarnPage.tsx",
  "/admin": "web/pages/admin/AdminPage.tsx",
};

/** The frame a screen's document is: its own when its code is a chunk of its own, else the shared one. */
export function frameFor(path: string): string {
  return Object.hasOwn(screenModules, path) ? `${prerenderedFrame}${path.replaceAll("/", "-")}` : prerenderedFrame;
}

/** What an unknown path shows: the app's Not Found page. */
export const notFoundScreen: Screen = { title: "Page not found", noindex: true };

/** A path as the route table names it: a trailing slash is the same screen. */
export function screenPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The screen at a path. Undefined for an unknown path. */
export function screenAt(pathname: string): Screen | undefined {
  const path = screenPath(pathname);
  return Object.hasOwn(screens, path) ? screens[path as ScreenPath] : undefined;
}

export function documentTitle(title: string | null): string {
  return title ? `${title} · ${productName}` : `${productName} · One clean, fast page for all your links`;
}
