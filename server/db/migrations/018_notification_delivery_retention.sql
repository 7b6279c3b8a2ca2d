-- Finished deliveries (delivered or dead) are pruned once older than NOTIFICATION_RETENTION_DAYS
-- (server/notifications/deliveryWorker.ts): the index finds them by age, and each channel keeps
-- the count of its pruned dead deliveries, so its `deadDeliveries` does not shrink with pruning.
ALTER TABLE notification_channels ADD COLUMN pruned_dead_deliveries INTEGER NOT NULL DEFAULT 0;

CREATE INDEX notification_deliveries_finished ON notification_deliveries (finished_at_ms, id) WHERE state <> 'pending';
