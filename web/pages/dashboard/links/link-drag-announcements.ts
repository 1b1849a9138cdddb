// What a screen reader hears while a row is dragged (@dnd-kit's announcements and instructions): the
// link's title — "Untitled link" or "Untitled section" while it has none — and positions counted from 1,
// never the draft's internal keys, which dnd-kit would read out by default.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { DraftLink } from "../editor/draft";

export const linkDragInstructions: ScreenReaderInstructions = {
  draggable:
    "To move a link, press Space or Enter on its handle, then the arrow keys. Press Space or Enter again to drop it, or Escape to cancel.",
};

export function linkDragName(link: DraftLink | undefined): string {
  const title = link?.title.trim();
  if (title) return title;
  return link?.kind === "header" ? "Untitled section" : "Untitled link";
}

/** One drag's announcements: make them anew for each list of links (they remember whether the row left its place). */
export function linkDragAnnouncements(links: DraftLink[]): Announcements {
  // dnd-kit reports the row over itself as soon as it is picked up: said only once it has been elsewhere.
  let leftItsPlace = false;
  const indexOf = (id: UniqueIdentifier) => links.findIndex((link) => link.key === id);
  const nameOf = (id: UniqueIdentifier) => linkDragName(links[indexOf(id)]);
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${links.length}`;
  return {
    onDragStart: ({ active }) => {
      leftItsPlace = false;
      return `Picked up ${nameOf(active.id)}, ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} is no longer over a position.`;
      if (over.id === active.id)
        return leftItsPlace ? `${nameOf(active.id)} is back at ${position(active.id)}.` : undefined;
      leftItsPlace = true;
      return `${nameOf(active.id)} is over ${nameOf(over.id)}, ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(active.id)} dropped at ${position(over.id)}.`
        : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays at ${position(active.id)}.`,
  };
}
