CREATE TABLE `profile_styles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`theme_preset` text NOT NULL,
	`theme_accent` text,
	`socials` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `links` ADD `kind` text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE `links` ADD `enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `links` ADD `starts_at` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `ends_at` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `featured` integer DEFAULT false NOT NULL;