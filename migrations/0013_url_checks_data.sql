-- The verdicts of link_checks and social_checks become url_checks' verdicts on each owner's URLs.
-- Where one owner's URL had several (two links, or a link and a social icon), the one that stands is an
-- admin's (a release, or a hide after a report) over the provider's, a hold over a clean pass, then the
-- latest. A link's verdict keeps the link's id as its own, a social's its id, so the ids the admin's
-- Held links showed before keep naming the same held URL.
INSERT INTO `url_checks` (`id`, `user_id`, `url`, `state`, `threat_types`, `checked_at`, `held_at`)
SELECT `id`, `user_id`, `url`, `state`, `threat_types`, `checked_at`, `held_at`
FROM (
	SELECT *, row_number() OVER (
		PARTITION BY `user_id`, `url`
		ORDER BY
			CASE WHEN `state` = 'released' OR `threat_types` LIKE '%"REPORTED"%' THEN 2 WHEN `state` = 'held' THEN 1 ELSE 0 END DESC,
			`checked_at` DESC
	) AS `standing`
	FROM (
		SELECT `link_checks`.`link_id` AS `id`, `links`.`user_id` AS `user_id`, `link_checks`.`url` AS `url`,
			`link_checks`.`state` AS `state`, `link_checks`.`threat_types` AS `threat_types`,
			`link_checks`.`checked_at` AS `checked_at`, `link_checks`.`held_at` AS `held_at`
		FROM `link_checks` JOIN `links` ON `links`.`id` = `link_checks`.`link_id`
		UNION ALL
		SELECT `id`, `user_id`, `url`, `state`, `threat_types`, `checked_at`, `held_at` FROM `social_checks`
	)
)
WHERE `standing` = 1;
