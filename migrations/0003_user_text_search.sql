-- The admin Users list's text search (worker/admin/user-text-search.ts): a trigram full-text index
-- over each user's e-mail and username, so a substring of three or more characters finds its rows
-- without reading every user. It stores no copy of the text: the users table is its content, matched
-- by rowid, and these triggers keep it in step with every insert, change of address or name, and
-- deletion. If it ever drifts, `INSERT INTO users_search(users_search) VALUES('rebuild')` re-derives it.
CREATE VIRTUAL TABLE `users_search` USING fts5(email, username, content='users', content_rowid='rowid', tokenize='trigram');--> statement-breakpoint
INSERT INTO `users_search`(`users_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `users_search_after_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search`(rowid, email, username) VALUES (new.rowid, new.email, new.username);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_after_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, email, username) VALUES ('delete', old.rowid, old.email, old.username);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_after_update` AFTER UPDATE OF email, username ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, email, username) VALUES ('delete', old.rowid, old.email, old.username);
  INSERT INTO `users_search`(rowid, email, username) VALUES (new.rowid, new.email, new.username);
END;
