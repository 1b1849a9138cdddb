CREATE TABLE `audience_webhooks` (
	`user_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`last_attempt_at` integer,
	`last_status` integer,
	`last_error` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_user_email_unique` ON `subscribers` (`user_id`,`email`);--> statement-breakpoint
CREATE INDEX `subscribers_user_confirmed_idx` ON `subscribers` (`user_id`,`confirmed_at`);--> statement-breakpoint
CREATE TABLE `subscription_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_tokens_subscriber_idx` ON `subscription_tokens` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `subscription_tokens_expires_idx` ON `subscription_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `links` ADD `button_text` text;