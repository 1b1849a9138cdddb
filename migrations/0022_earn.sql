CREATE TABLE `connected_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`stripe_account_id` text NOT NULL,
	`charges_enabled` integer DEFAULT false NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`details_needed` integer DEFAULT true NOT NULL,
	`default_currency` text,
	`deauthorized_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connected_accounts_stripe_unique` ON `connected_accounts` (`stripe_account_id`);--> statement-breakpoint
CREATE TABLE `tips` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`page_id` text NOT NULL,
	`stripe_account_id` text NOT NULL,
	`checkout_session_id` text NOT NULL,
	`payment_intent_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`amount_refunded` integer DEFAULT 0 NOT NULL,
	`name` text,
	`message` text,
	`status` text DEFAULT 'paid' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tips_checkout_session_unique` ON `tips` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `tips_user_created_idx` ON `tips` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tips_payment_intent_idx` ON `tips` (`stripe_account_id`,`payment_intent_id`);--> statement-breakpoint
ALTER TABLE `links` ADD `tip_amounts` text;--> statement-breakpoint
ALTER TABLE `links` ADD `tip_currency` text;--> statement-breakpoint
ALTER TABLE `links` ADD `tip_allow_custom` integer DEFAULT false NOT NULL;