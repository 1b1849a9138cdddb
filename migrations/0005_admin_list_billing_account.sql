DROP INDEX `users_admin_by_created_idx`;--> statement-breakpoint
DROP INDEX `users_admin_by_email_idx`;--> statement-breakpoint
DROP INDEX `users_admin_by_username_idx`;--> statement-breakpoint
CREATE INDEX `users_admin_by_created_idx` ON `users` (`created_at`,`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`id`,`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `users_admin_by_email_idx` ON `users` (`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`created_at`,`id`,`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `users_admin_by_username_idx` ON `users` (lower("username"),`email`,`username`,`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`,`created_at`,`id`,`stripe_customer_id`);