-- EclipseLink pre-allocates ids in blocks of the sequence increment (50) and takes the first
-- value as the top of the block: a sequence starting at 1 would give a block below 1.
ALTER SEQUENCE audit_event_seq RESTART WITH 50;
