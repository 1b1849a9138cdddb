CREATE TABLE `analytics_daily` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`metric` text NOT NULL,
	`dimension` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `metric`, `dimension`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_daily_day_idx` ON `analytics_daily` (`day`,`metric`,`dimension`,`user_id`,`count`);--> statement-breakpoint
CREATE TABLE `analytics_hourly` (
	`hour` text PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_messages` (
	`day` text NOT NULL,
	`id` text NOT NULL,
	PRIMARY KEY(`day`, `id`)
);
--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_visitors` (
	`day` text NOT NULL,
	`visitor_hash` text NOT NULL,
	PRIMARY KEY(`day`, `visitor_hash`)
);
