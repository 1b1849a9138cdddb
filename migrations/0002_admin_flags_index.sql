DROP INDEX `users_email_verified_idx`;--> statement-breakpoint
CREATE INDEX `users_admin_flags_idx` ON `users` (`email_verified`,`is_suspended`,`subscription_status`,`subscription_end_date`);