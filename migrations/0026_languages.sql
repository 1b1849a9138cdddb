ALTER TABLE `users` ADD `page_language` text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `signup_locale` text DEFAULT 'en' NOT NULL;