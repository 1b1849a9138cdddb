ALTER TABLE `users` ADD `page_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `page_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `noindex` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `share_card` text;