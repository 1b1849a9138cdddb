// A read that failed, said where its data would have been: the product's text, the server's reason
// when it gave one, and a way to try again.
import type { ReadFailure } from "../admin-failure";

export function LoadError({ failure, onRetry }: { failure: ReadFailure; onRetry?: () => void }) {
  return (
    <div className="notice notice--error admin-load-error split-row" role="alert">
      <div>
        <p>{failure.message}</p>
        {failure.detail && failure.detail !== failure.message && (
          <p className="admin-load-error__detail">{failure.detail}</p>
        )}
      </div>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
