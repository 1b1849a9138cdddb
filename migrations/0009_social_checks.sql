CREATE TABLE `social_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`url` text NOT NULL,
	`platform` text NOT NULL,
	`state` text NOT NULL,
	`threat_types` text,
	`checked_at` integer NOT NULL,
	`held_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_checks_user_url_unique` ON `social_checks` (`user_id`,`url`);--> statement-breakpoint
CREATE INDEX `social_checks_state_idx` ON `social_checks` (`state`,`held_at`);