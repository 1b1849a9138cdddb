DROP TABLE `link_checks`;--> statement-breakpoint
DROP TABLE `social_checks`;