CREATE TABLE `former_usernames` (
	`name` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kept_until` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `former_usernames_user_idx` ON `former_usernames` (`user_id`);--> statement-breakpoint
CREATE INDEX `former_usernames_kept_idx` ON `former_usernames` (`kept_until`);