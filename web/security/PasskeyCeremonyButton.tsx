// A button that starts a passkey ceremony. Its code is fetched as the button is pointed at or focused,
// so the press rarely waits for it (./passkey-ceremony-loader.ts).
import { prefetchPasskeyCeremony } from "./passkey-ceremony-loader";

export function PasskeyCeremonyButton({
  className,
  busy,
  label,
  busyLabel,
  onPress,
}: {
  className: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onPress}
      onPointerEnter={prefetchPasskeyCeremony}
      onFocus={prefetchPasskeyCeremony}
      disabled={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
