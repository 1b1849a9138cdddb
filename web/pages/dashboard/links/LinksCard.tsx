// The links card (docs/product.md, "Dashboard" and "Making the page yours"): the ordered list of links and section titles with their
// click counts, visibility, spotlight and schedule; adding from presets, editing, removing and
// reordering (drag and drop, announced by title, buttons and Alt+Arrow keys). Every change here goes to the editor's draft;
// nothing reaches the server before the save.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useRef, useState } from "react";
import { limits } from "#contract/limits";
import { linkAddress } from "#contract/profile-schemas";
import { useNow } from "../../../hooks/useNow";
import { useWords } from "../../../i18n/I18nProvider";
import { canEdit, useCurrentPage } from "../current-page";
import { type DraftLink, newEmbed, newLink, newSection, newSignupBlock, newTipBlock } from "../editor/draft";
import { linkField } from "../editor/fields";
import { useProfileEditor } from "../editor/ProfileEditor";
import { BringYourPage, bringYourPageAnchor } from "../import/BringYourPage";
import { AddLinkButtons } from "./AddLinkButtons";
import { LinkRow } from "./LinkRow";
import { linkDragAnnouncements, linkDragInstructions, linkDragName } from "./link-drag-announcements";
import type { LinkPreset } from "./link-presets";
import { linksTexts } from "./links-texts";
import { useRowFocus } from "./useRowFocus";

const moreKey = (link: DraftLink) => (typeof link.source?.id === "string" ? link.source.id : link.key);

export function LinksCard() {
  const editor = useProfileEditor();
  const canImport = canEdit(useCurrentPage().role);
  const { t } = useWords();
  const { draft, saving } = editor;
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLFieldSetElement>(null);
  const focusRow = useRowFocus(listRef, addRef);
  // Said by screen readers after a move, since the moved row's position is otherwise only visual.
  const [announcement, setAnnouncement] = useState("");
  // The rows whose "More" is open, by the saved link's id (or the new link's key): the saved profile
  // changing under the draft (a thumbnail's upload) makes the rows anew, and they stay open.
  const [openMore, setOpenMore] = useState<ReadonlySet<string>>(() => new Set());
  // A minute's tick, so a link whose start time passes shows without an edit.
  const now = useNow();
  // A small distance before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // One set a list: a drag's announcements remember the row's way between renders.
  const announcements = useMemo(() => linkDragAnnouncements(draft?.links ?? []), [draft?.links]);
  if (!draft) return null;
  const links = draft.links;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const to = links.findIndex((link) => link.key === over.id);
    const moved = links.find((link) => link.key === active.id);
    editor.moveLinkTo(String(active.id), String(over.id));
    setAnnouncement(t(linksTexts.moved, { name: linkDragName(moved), position: to + 1, count: links.length }));
  }

  function addSection() {
    const section = newSection();
    editor.addLink(section);
    focusRow(section.key, "title");
  }

  function addEmbed() {
    const embed = newEmbed();
    editor.addLink(embed);
    focusRow(embed.key, "title");
  }

  function addSignupBlock() {
    const block = newSignupBlock();
    editor.addLink(block);
    focusRow(block.key, "title", { caretAtEnd: true });
  }

  function addTipBlock() {
    const block = newTipBlock();
    editor.addLink(block);
    focusRow(block.key, "title", { caretAtEnd: true });
  }

  function add(preset: LinkPreset | null) {
    const link = newLink(preset?.title ?? "", preset?.url ?? "");
    editor.addLink(link);
    // A preset only lacks the handle at the end of its url; a blank link starts with its title.
    focusRow(link.key, preset ? "url" : "title", { caretAtEnd: true });
  }

  function remove(index: number) {
    const link = links[index];
    if (!link) return;
    const neighbour = links[index + 1] ?? links[index - 1];
    editor.removeLink(link.key);
    focusRow(neighbour?.key ?? null, "remove");
  }

  return (
    <section className="card-page dashboard-card links-card" aria-labelledby="links-card-title">
      <h2 id="links-card-title">{t(linksTexts.title)}</h2>
      <p className="muted links-card__intro">{t(linksTexts.intro)}</p>
      {links.length === 0 ? (
        <div className="links-card__empty" id={bringYourPageAnchor}>
          <p>{t(linksTexts.empty)}</p>
          {/* Bringing a page over fills the page shown (POST /api/pages/{id}/import/apply): an editor's too. */}
          {canImport && <BringYourPage />}
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{
            announcements,
            screenReaderInstructions: linkDragInstructions,
          }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={links.map((link) => link.key)} strategy={verticalListSortingStrategy}>
            <ol className="link-list" ref={listRef}>
              {links.map((link, index) => (
                <LinkRow
                  key={link.key}
                  link={link}
                  position={index + 1}
                  count={links.length}
                  disabled={saving}
                  now={now}
                  onFlags={(flags) => editor.setLinkFlags(link.key, flags)}
                  errorFor={(part) => editor.errorFor(linkField(link.key, part))}
                  onChange={(part, value) => editor.setLinkPart(link.key, part, value)}
                  onBlur={(part) => {
                    // The address as it will be saved: a bare host shows its https:// at once.
                    if (part === "url" && linkAddress(link.url) !== link.url) {
                      editor.setLinkPart(link.key, "url", linkAddress(link.url));
                    }
                    editor.touch(linkField(link.key, part));
                  }}
                  onMove={(by, keepFocusOn) => {
                    editor.moveLink(link.key, by);
                    focusRow(link.key, keepFocusOn);
                    setAnnouncement(
                      t(linksTexts.moved, { name: linkDragName(link), position: index + 1 + by, count: links.length }),
                    );
                  }}
                  onRemove={() => remove(index)}
                  moreOpen={openMore.has(moreKey(link))}
                  onMoreOpen={(open) =>
                    setOpenMore((current) => {
                      const next = new Set(current);
                      if (open) next.add(moreKey(link));
                      else next.delete(moreKey(link));
                      return next;
                    })
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <AddLinkButtons
        atLimit={links.length >= limits.linksMax}
        disabled={saving}
        onAdd={add}
        onAddSection={addSection}
        onAddEmbed={addEmbed}
        onAddSignup={addSignupBlock}
        hasSignup={links.some((link) => link.kind === "signup")}
        onAddTip={addTipBlock}
        hasTip={links.some((link) => link.kind === "tip")}
        groupRef={addRef}
      />
    </section>
  );
}
