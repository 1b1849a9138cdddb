// The SPA's screens (docs/product.md, "Screens"): the one route table the worker and the web app share. The worker
// answers a path that is neither a screen, a built file nor a profile with 404 and gives every screen
// its title and indexing rule in the HTML itself; the web app builds its routes from it (web/routes.tsx),
// sets the same title after a route change and lists the dashboard's sections in its navigation.
import { productName } from "./product";

/** Who may open a screen: anyone, guests only (a signed-in user goes to /dashboard), signed-in users only. */
export type ScreenAccess = "anyone" | "guests" | "signedIn";

export type Screen = {
  /** The page's own name; the document title is "{title} · LinkNest". Null for the home page. */
  title: string | null;
  /** Screens that are private or transient: search engines are asked not to index them. */
  noindex: boolean;
  access: ScreenAccess;
  /**
   * A section of the dashboard (docs/product.md, "Dashboard"): its name in the dashboard's navigation.
   * Its title is the section's heading.
   */
  section?: string;
};

export const screens = {
  "/": { title: null, noindex: false, access: "anyone" },
  "/login": { title: "Log in", noindex: true, access: "guests" },
  "/signup": { title: "Sign up", noindex: true, access: "guests" },
  "/forgot-password": { title: "Forgot password", noindex: true, access: "guests" },
  "/reset-password": { title: "Reset password", noindex: true, access: "guests" },
  "/verify-email": { title: "Verify your email", noindex: true, access: "anyone" },
  "/verify-email-change": { title: "Confirm your new email", noindex: true, access: "anyone" },
  "/undo-email-change": { title: "Undo the email change", noindex: true, access: "anyone" },
  "/invitation": { title: "Invitation", noindex: true, access: "anyone" },
  "/dashboard": { title: "Dashboard", noindex: true, access: "signedIn", section: "Your page" },
  "/dashboard/design": { title: "Design", noindex: true, access: "signedIn", section: "Design" },
  "/dashboard/audience": { title: "Audience", noindex: true, access: "signedIn", section: "Audience" },
  "/dashboard/analytics": { title: "Analytics", noindex: true, access: "signedIn", section: "Analytics" },
  "/dashboard/earn": { title: "Earn", noindex: true, access: "signedIn", section: "Earnings" },
  "/dashboard/members": { title: "Members", noindex: true, access: "signedIn", section: "Members" },
  "/dashboard/settings": { title: "Settings", noindex: true, access: "signedIn", section: "Settings" },
  "/admin": { title: "Admin", noindex: true, access: "signedIn" },
  "/tos": { title: "Terms of Service", noindex: false, access: "anyone" },
  "/privacy": { title: "Privacy Policy", noindex: false, access: "anyone" },
  "/data-compliance": { title: "Data Compliance", noindex: false, access: "anyone" },
} as const satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof screens;

/** Where the dashboard's sections live: each section's path is this or below it. */
export const dashboardPath: ScreenPath = "/dashboard";

export type DashboardSection = { path: ScreenPath; title: string; name: string };

/** The dashboard's sections in the order its navigation lists them: every screen with a `section`. */
export const dashboardSections: readonly DashboardSection[] = Object.entries(screens).flatMap(([path, screen]) => {
  const { title, section } = screen as Screen;
  return section && title ? [{ path: path as ScreenPath, title, name: section }] : [];
});

/**
 * The address's parameter that names the page a section works on, `/dashboard/design?page={id}`
 * (docs/decisions/067); without it, the caller's own primary page.
 */
export const pageParam = "page";

/** The dashboard's section at a path: undefined for any other screen. */
export function sectionAt(pathname: string): DashboardSection | undefined {
  const path = screenPath(pathname);
  return dashboardSections.find((section) => section.path === path);
}

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
 * The frame a screen's document is. Each screen that is not prerendered has a frame of its own, which
 * names the screen's title as its heading and the screen's code and the chunks it imports
 * (`<link rel="modulepreload">`), so the browser fetches the screen's code with the app's entry instead
 * of after it, a round trip sooner (vite-plugins/prerender-run.ts). An unknown path gets the shared one.
 */
export function frameFor(path: string): string {
  return Object.hasOwn(screens, path) ? `${prerenderedFrame}${path.replaceAll("/", "-")}` : prerenderedFrame;
}

/** What an unknown path shows: the app's Not Found page. */
export const notFoundScreen: Screen = { title: "Page not found", noindex: true, access: "anyone" };

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
