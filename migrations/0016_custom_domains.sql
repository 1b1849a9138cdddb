CREATE TABLE `custom_domains` (
	`user_id` text PRIMARY KEY NOT NULL,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_hostname_unique` ON `custom_domains` (`hostname`);--> statement-breakpoint
CREATE INDEX `custom_domains_next_check_idx` ON `custom_domains` (`next_check_at`);