ALTER TABLE `subscription_tokens` RENAME TO `subscriber_confirmation_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_subscriber_confirmation_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_subscriber_confirmation_tokens`("token_hash", "subscriber_id", "expires_at") SELECT "token_hash", "subscriber_id", "expires_at" FROM `subscriber_confirmation_tokens`;--> statement-breakpoint
DROP TABLE `subscriber_confirmation_tokens`;--> statement-breakpoint
ALTER TABLE `__new_subscriber_confirmation_tokens` RENAME TO `subscriber_confirmation_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `subscriber_confirmation_tokens_subscriber_idx` ON `subscriber_confirmation_tokens` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `subscriber_confirmation_tokens_expires_idx` ON `subscriber_confirmation_tokens` (`expires_at`);