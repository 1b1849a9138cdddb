// The public page's two failures (product §2, §8): "User not found" for an unknown, suspended or deleted
// user, and "Failed to load user profile" with a 'Try Again' that reloads for anything else.
import { profileMessages } from "#contract/profile-schemas";
import { Document } from "./Document";

type Props = { nonce: string; appName: string };

/** `home` is where "Go to LinkNest" leads: the app's own `/`, or the app's origin from a custom domain. */
export function NotFoundPage({ nonce, appName, home = "/" }: Props & { home?: string }) {
  return (
    <Document
      nonce={nonce}
      title={`${profileMessages.userNotFound} | ${appName}`}
      description={profileMessages.notFoundText}
    >
      <main>
        <section className="page">
          <h1>{profileMessages.userNotFound}</h1>
          <p>{profileMessages.notFoundText}</p>
          <a className="button" href={home}>
            {`Go to ${appName}`}
          </a>
        </section>
      </main>
    </Document>
  );
}

/** `path` is the page itself: following the link is the reload, and it needs no script. */
export function LoadFailedPage({ nonce, appName, path }: Props & { path: string }) {
  return (
    <Document
      nonce={nonce}
      title={`${profileMessages.loadFailed} | ${appName}`}
      description={profileMessages.loadFailed}
    >
      <main>
        <section className="page">
          <h1>{profileMessages.loadFailed}</h1>
          <p>Something went wrong on our side.</p>
          <a className="button" href={path}>
            Try Again
          </a>
        </section>
      </main>
    </Document>
  );
}
