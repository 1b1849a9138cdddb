-- Pages become rows of their own (docs/decisions/059). Every account's page becomes its primary page,
-- whose id is the account's id, so every row that hung off the account by user_id keeps its value as
-- page_id: links, looks, reports, verdicts, former names, custom domains, subscribers and webhooks are
-- the same rows under the same ids. D1 enforces foreign keys in a migration (PRAGMA foreign_keys cannot
-- turn them off), and dropping a table deletes its rows first, cascading to the tables that refer to it:
-- the pages are filled before anything refers to them, and the subscribers' confirmation tokens move to
-- their new table before the old subscribers table is dropped, so no cascade reaches a row that stays.
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`username` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`display_name` text DEFAULT '' NOT NULL,
	`avatar` text,
	`show_branding` integer DEFAULT true NOT NULL,
	`sensitive` integer DEFAULT false NOT NULL,
	`page_title` text DEFAULT '' NOT NULL,
	`page_description` text DEFAULT '' NOT NULL,
	`noindex` integer DEFAULT false NOT NULL,
	`page_language` text DEFAULT 'auto' NOT NULL,
	`share_card` text,
	`page_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `pages_username_lower_unique` ON `pages` (lower("username"));--> statement-breakpoint
CREATE INDEX `pages_owner_idx` ON `pages` (`owner_id`,`created_at`);--> statement-breakpoint
INSERT INTO `pages`("id", "owner_id", "username", "bio", "display_name", "avatar", "show_branding", "sensitive", "page_title", "page_description", "noindex", "page_language", "share_card", "page_version", "created_at", "updated_at") SELECT "id", "id", "username", "bio", "display_name", "avatar", "show_branding", "sensitive", "page_title", "page_description", "noindex", "page_language", "share_card", "page_version", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TRIGGER `users_page_version_moves_by_one`;--> statement-breakpoint
-- A page's version moves by one at a time (worker/profiles/page-version.ts; was migrations/0024, on users).
CREATE TRIGGER `pages_page_version_moves_by_one` BEFORE UPDATE OF `page_version` ON `pages`
WHEN NEW.`page_version` <> OLD.`page_version` + 1
BEGIN
  SELECT RAISE(ABORT, 'stale page version');
END;--> statement-breakpoint
-- The account's name is its primary page's: a rename of that page renames the account in the same statement.
CREATE TRIGGER `pages_primary_username_names_account` AFTER UPDATE OF `username` ON `pages`
WHEN NEW.`id` = NEW.`owner_id`
BEGIN
  UPDATE `users` SET `username` = NEW.`username` WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TABLE `__new_audience_webhooks` (
	`page_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`last_attempt_at` integer,
	`last_status` integer,
	`last_error` text,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_audience_webhooks`("page_id", "url", "secret", "last_attempt_at", "last_status", "last_error") SELECT "user_id", "url", "secret", "last_attempt_at", "last_status", "last_error" FROM `audience_webhooks`;--> statement-breakpoint
DROP TABLE `audience_webhooks`;--> statement-breakpoint
ALTER TABLE `__new_audience_webhooks` RENAME TO `audience_webhooks`;--> statement-breakpoint
CREATE TABLE `__new_custom_domains` (
	`page_id` text PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`unicode_hostname` text NOT NULL,
	`provider_id` text,
	`status` text NOT NULL,
	`failure` text,
	`provider_records` text DEFAULT '[]' NOT NULL,
	`provider_unreachable` integer DEFAULT false NOT NULL,
	`checks` integer DEFAULT 0 NOT NULL,
	`next_check_at` integer,
	`pro_ended_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`active_at` integer,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_custom_domains`("page_id", "hostname", "unicode_hostname", "provider_id", "status", "failure", "provider_records", "provider_unreachable", "checks", "next_check_at", "pro_ended_at", "created_at", "active_at") SELECT "user_id", "hostname", "unicode_hostname", "provider_id", "status", "failure", "provider_records", "provider_unreachable", "checks", "next_check_at", "pro_ended_at", "created_at", "active_at" FROM `custom_domains`;--> statement-breakpoint
DROP TABLE `custom_domains`;--> statement-breakpoint
ALTER TABLE `__new_custom_domains` RENAME TO `custom_domains`;--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_claimed_hostname_unique` ON `custom_domains` (`hostname`) WHERE "custom_domains"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX `custom_domains_next_check_idx` ON `custom_domains` (`next_check_at`);--> statement-breakpoint
CREATE TABLE `__new_former_usernames` (
	`name` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`kept_until` integer NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_former_usernames`("name", "page_id", "kept_until") SELECT "name", "user_id", "kept_until" FROM `former_usernames`;--> statement-breakpoint
DROP TABLE `former_usernames`;--> statement-breakpoint
ALTER TABLE `__new_former_usernames` RENAME TO `former_usernames`;--> statement-breakpoint
CREATE INDEX `former_usernames_page_idx` ON `former_usernames` (`page_id`);--> statement-breakpoint
CREATE INDEX `former_usernames_kept_idx` ON `former_usernames` (`kept_until`);--> statement-breakpoint
CREATE TABLE `__new_links` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`kind` text DEFAULT 'link' NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`featured` integer DEFAULT false NOT NULL,
	`sensitive` integer DEFAULT false NOT NULL,
	`button_text` text,
	`tip_amounts` text,
	`tip_currency` text,
	`tip_allow_custom` integer DEFAULT false NOT NULL,
	`thumbnail` text,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_links`("id", "page_id", "position", "title", "url", "clicks", "kind", "enabled", "starts_at", "ends_at", "featured", "sensitive", "button_text", "tip_amounts", "tip_currency", "tip_allow_custom", "thumbnail") SELECT "id", "user_id", "position", "title", "url", "clicks", "kind", "enabled", "starts_at", "ends_at", "featured", "sensitive", "button_text", "tip_amounts", "tip_currency", "tip_allow_custom", "thumbnail" FROM `links`;--> statement-breakpoint
DROP TABLE `links`;--> statement-breakpoint
ALTER TABLE `__new_links` RENAME TO `links`;--> statement-breakpoint
CREATE UNIQUE INDEX `links_page_position_unique` ON `links` (`page_id`,`position`);--> statement-breakpoint
CREATE TABLE `__new_profile_styles` (
	`page_id` text PRIMARY KEY NOT NULL,
	`theme_preset` text NOT NULL,
	`theme_accent` text,
	`socials` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_profile_styles`("page_id", "theme_preset", "theme_accent", "socials") SELECT "user_id", "theme_preset", "theme_accent", "socials" FROM `profile_styles`;--> statement-breakpoint
DROP TABLE `profile_styles`;--> statement-breakpoint
ALTER TABLE `__new_profile_styles` RENAME TO `profile_styles`;--> statement-breakpoint
CREATE TABLE `__new_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text NOT NULL,
	`contact` text,
	`reporter_hash` text,
	`report_count` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolution` text,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_reports`("id", "page_id", "reason", "details", "contact", "reporter_hash", "report_count", "status", "resolution", "note", "created_at", "resolved_at") SELECT "id", "user_id", "reason", "details", "contact", "reporter_hash", "report_count", "status", "resolution", "note", "created_at", "resolved_at" FROM `reports`;--> statement-breakpoint
DROP TABLE `reports`;--> statement-breakpoint
ALTER TABLE `__new_reports` RENAME TO `reports`;--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_fold_idx` ON `reports` (`page_id`,`reporter_hash`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_url_checks` (
	`id` text NOT NULL,
	`page_id` text NOT NULL,
	`url` text NOT NULL,
	`state` text NOT NULL,
	`threat_types` text,
	`checked_at` integer NOT NULL,
	`held_at` integer,
	PRIMARY KEY(`page_id`, `url`),
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_url_checks`("id", "page_id", "url", "state", "threat_types", "checked_at", "held_at") SELECT "id", "user_id", "url", "state", "threat_types", "checked_at", "held_at" FROM `url_checks`;--> statement-breakpoint
DROP TABLE `url_checks`;--> statement-breakpoint
ALTER TABLE `__new_url_checks` RENAME TO `url_checks`;--> statement-breakpoint
CREATE UNIQUE INDEX `url_checks_id_unique` ON `url_checks` (`id`);--> statement-breakpoint
CREATE INDEX `url_checks_state_idx` ON `url_checks` (`state`,`held_at`);--> statement-breakpoint
CREATE TABLE `__new_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_subscribers`("id", "page_id", "email", "created_at", "confirmed_at") SELECT "id", "user_id", "email", "created_at", "confirmed_at" FROM `subscribers`;--> statement-breakpoint
CREATE TABLE `__new_subscriber_confirmation_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `__new_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `__new_subscriber_confirmation_tokens`("token_hash", "subscriber_id", "expires_at") SELECT "token_hash", "subscriber_id", "expires_at" FROM `subscriber_confirmation_tokens`;--> statement-breakpoint
DROP TABLE `subscriber_confirmation_tokens`;--> statement-breakpoint
DROP TABLE `subscribers`;--> statement-breakpoint
-- Renaming the new subscribers table rewrites the tokens' reference to it.
ALTER TABLE `__new_subscribers` RENAME TO `subscribers`;--> statement-breakpoint
ALTER TABLE `__new_subscriber_confirmation_tokens` RENAME TO `subscriber_confirmation_tokens`;--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_page_email_unique` ON `subscribers` (`page_id`,`email`);--> statement-breakpoint
CREATE INDEX `subscribers_page_confirmed_idx` ON `subscribers` (`page_id`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `subscriber_confirmation_tokens_subscriber_idx` ON `subscriber_confirmation_tokens` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `subscriber_confirmation_tokens_expires_idx` ON `subscriber_confirmation_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `bio`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `display_name`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `avatar`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `show_branding`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `sensitive`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `page_title`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `page_description`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `noindex`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `page_language`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `share_card`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `page_version`;