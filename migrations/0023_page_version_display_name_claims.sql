DROP INDEX `custom_domains_hostname_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_claimed_hostname_unique` ON `custom_domains` (`hostname`) WHERE "custom_domains"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE `users` ADD `display_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `page_version` integer DEFAULT 0 NOT NULL;