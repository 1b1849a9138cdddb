// A card's body while its data is on its way: an outline about as tall as what the card shows once the data
// is in (global.css, `.card-body-loading--*`), so the answer fills the space instead of pushing the cards
// below it down the screen. Its words are for assistive technology; the outline is all a reader sees.
export type CardBodySize = "list" | "account" | "domain";

export function CardBodyLoading({ size }: { size: CardBodySize }) {
  return (
    <div className={`skeleton card-body-loading card-body-loading--${size}`}>
      <p className="visually-hidden" role="status">
        Loading…
      </p>
    </div>
  );
}
