-- A version brought in by a workspace import is made by the importer at the import (created_by, created_at):
-- the export's own claim of who made it and when is kept apart as provenance, since an export line is a file
-- anyone can write (issue 29). Null for every version made here.
ALTER TABLE artifact_version
    ADD COLUMN original_created_by VARCHAR(200),
    ADD COLUMN original_created_at TIMESTAMPTZ;
