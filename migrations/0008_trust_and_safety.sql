CREATE TABLE `link_checks` (
	`link_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`state` text NOT NULL,
	`threat_types` text,
	`checked_at` integer NOT NULL,
	`held_at` integer,
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_checks_state_idx` ON `link_checks` (`state`,`held_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_fold_idx` ON `reports` (`user_id`,`reporter_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `links` ADD `sensitive` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sensitive` integer DEFAULT false NOT NULL;