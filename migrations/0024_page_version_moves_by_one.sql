-- A page's version moves by one at a time (worker/profiles/page-version.ts): a save edited from version n
-- sets it to n + 1 in the batch that writes the page, so a save whose version the page has left aborts,
-- batch and all — even one that crossed another save between its read and its write. Writes that are
-- not edited from a version (an upload, the branding toggle, an import) set it to page_version + 1.
CREATE TRIGGER `users_page_version_moves_by_one` BEFORE UPDATE OF `page_version` ON `users`
WHEN NEW.`page_version` <> OLD.`page_version` + 1
BEGIN
  SELECT RAISE(ABORT, 'stale page version');
END;
