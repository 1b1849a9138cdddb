// The sensitive-content interstitial (product §12): shown before an 18+ page, and before an 18+ link
// opens. Plain links, no script: Continue passes through /{username}?sensitive=continue, which remembers
// the choice for the visit (sensitive-gate.tsx).
import { safetyMessages } from "#contract/safety";
import { Document } from "./Document";

type Props = {
  nonce: string;
  appName: string;
  username: string;
  /** The page's own path: /{username}, or `/` on a custom domain. */
  page: string;
  /** The position of the sensitive link asked for; absent for the whole page. */
  linkIndex?: number;
};

export function SensitivePage({ nonce, appName, username, page, linkIndex }: Props) {
  const forLink = linkIndex !== undefined;
  const continueTo = `${page}?sensitive=continue${forLink ? `&link=${linkIndex}` : ""}`;
  return (
    <Document
      nonce={nonce}
      title={`Sensitive content | ${appName}`}
      description={forLink ? safetyMessages.sensitiveLinkNotice : safetyMessages.sensitiveNotice}
    >
      <main>
        <section className="page">
          <h1>Sensitive content</h1>
          <p>{forLink ? safetyMessages.sensitiveLinkNotice : safetyMessages.sensitiveNotice}</p>
          <p>{`@${username} marked it as for adults (18+) only.`}</p>
          <div className="choices">
            <a className="button" href={continueTo} rel="nofollow">
              Continue
            </a>
            <a className="quiet" href={forLink ? page : "/"}>
              Go back
            </a>
          </div>
        </section>
      </main>
    </Document>
  );
}
