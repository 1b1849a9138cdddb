CREATE TABLE `analytics_move` (
	`id` integer PRIMARY KEY NOT NULL,
	`started_at` integer,
	`finished_at` integer
);
