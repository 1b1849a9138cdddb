-- The one-off move of analytics into the per-profile stores is over on every deployment (0011 needed it
-- finished, or nothing to move): its one row goes with the code that ran it.
DROP TABLE `analytics_move`;