// "N characters left" under a capped input (docs/product.md, "Limits": username capped at 30 with a remaining counter).
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const remaining = Math.max(0, max - length);
  return (
    <span className="field__counter">
      {remaining} {remaining === 1 ? "character" : "characters"} left
    </span>
  );
}
