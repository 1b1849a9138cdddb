CREATE TABLE `url_checks` (
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`url` text NOT NULL,
	`state` text NOT NULL,
	`threat_types` text,
	`checked_at` integer NOT NULL,
	`held_at` integer,
	PRIMARY KEY(`user_id`, `url`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `url_checks_id_unique` ON `url_checks` (`id`);--> statement-breakpoint
CREATE INDEX `url_checks_state_idx` ON `url_checks` (`state`,`held_at`);