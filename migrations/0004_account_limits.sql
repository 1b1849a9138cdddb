CREATE TABLE `attempt_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_ends_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `attempt_counts_window_ends_at_idx` ON `attempt_counts` (`window_ends_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `invite_code_id` text;