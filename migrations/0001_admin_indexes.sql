CREATE INDEX `users_referral_count_idx` ON `users` (`referral_count`);--> statement-breakpoint
CREATE INDEX `users_email_verified_idx` ON `users` (`email_verified`);--> statement-breakpoint
CREATE INDEX `users_subscription_idx` ON `users` (`subscription_status`,`subscription_end_date`);--> statement-breakpoint
CREATE INDEX `users_admin_by_created_idx` ON `users` (`created_at`,`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`id`);--> statement-breakpoint
CREATE INDEX `users_admin_by_email_idx` ON `users` (`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_admin_by_username_idx` ON `users` (lower("username"),`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`created_at`,`id`);