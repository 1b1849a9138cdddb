CREATE TABLE `page_activity` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`detail` text,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `page_activity_page_at_idx` ON `page_activity` (`page_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `page_activity_actor_idx` ON `page_activity` (`actor_id`);--> statement-breakpoint
CREATE TABLE `page_members` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`user_id` text,
	`token_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_members_page_email_unique` ON `page_members` (`page_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `page_members_token_unique` ON `page_members` (`token_hash`);--> statement-breakpoint
CREATE INDEX `page_members_user_idx` ON `page_members` (`user_id`);