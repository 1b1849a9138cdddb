-- Drops the analytics tables the per-profile stores replaced (docs/decisions/031), but only once nothing
-- in them waits to move: the move into the stores (worker/analytics/move.ts) has finished, or they hold
-- nothing. Otherwise the CHECK below fails, and with it the whole migration, which changes nothing: apply
-- migrations again once `select finished_at from analytics_move` shows a time (README, Deploy).
CREATE TABLE `analytics_move_guard` (
	`ready` integer NOT NULL CONSTRAINT `analytics_move_has_not_finished` CHECK (`ready` = 1)
);--> statement-breakpoint
INSERT INTO `analytics_move_guard` (`ready`)
	SELECT EXISTS (SELECT 1 FROM `analytics_move` WHERE `finished_at` IS NOT NULL)
		OR (NOT EXISTS (SELECT 1 FROM `analytics_daily`) AND NOT EXISTS (SELECT 1 FROM `analytics_hourly`));--> statement-breakpoint
DROP TABLE `analytics_move_guard`;--> statement-breakpoint
DROP TABLE `analytics_daily`;--> statement-breakpoint
DROP TABLE `analytics_hourly`;--> statement-breakpoint
DROP TABLE `analytics_messages`;--> statement-breakpoint
DROP TABLE `analytics_visitors`;--> statement-breakpoint
INSERT INTO `analytics_move` (`id`, `finished_at`) VALUES (1, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
	ON CONFLICT (`id`) DO UPDATE SET `finished_at` = coalesce(`analytics_move`.`finished_at`, excluded.`finished_at`);
