// "Taking you to login in N seconds." (docs/product.md, "Screens"): the end screens' countdown to the redirect that
// useRedirectAfter makes. It sits inside the screen's status region but is not announced again on
// every tick, which would drown the message itself.
export function LoginCountdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className="muted" aria-live="off">
      {`Taking you to login in ${secondsLeft} ${secondsLeft === 1 ? "second" : "seconds"}.`}
    </p>
  );
}
