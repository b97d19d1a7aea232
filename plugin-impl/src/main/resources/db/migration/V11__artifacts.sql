-- Artifacts (issue 10, "Versions"): published versions are immutable rows; each editor has one private draft
-- whose undo and redo stacks (at most 10 contents each) are JSON arrays of strings.
CREATE TABLE artifact (
    id             VARCHAR(36)  PRIMARY KEY,
    tenant         VARCHAR(100) NOT NULL,
    workspace_id   VARCHAR(36)  NOT NULL REFERENCES workspace (id) ON DELETE CASCADE,
    name           VARCHAR(200) NOT NULL,
    data_source_id VARCHAR(36)  NOT NULL REFERENCES data_source (id),
    form           VARCHAR(8)   NOT NULL CHECK (form IN ('SPEC', 'PROGRAM')),
    created_by     VARCHAR(200) NOT NULL,
    created_at     TIMESTAMPTZ  NOT NULL,
    head           INTEGER      NOT NULL DEFAULT 0 CHECK (head >= 0),
    row_version    BIGINT       NOT NULL DEFAULT 0
);
CREATE INDEX artifact_workspace ON artifact (workspace_id);

CREATE TABLE artifact_version (
    id                  VARCHAR(48)  PRIMARY KEY,
    artifact_id         VARCHAR(36)  NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    number              INTEGER      NOT NULL CHECK (number >= 1),
    content             TEXT         NOT NULL,
    sha256              CHAR(64)     NOT NULL,
    source              VARCHAR(9)   NOT NULL CHECK (source IN ('GENERATED', 'EDITED', 'REVERT')),
    reverted_from       INTEGER      CHECK ((source = 'REVERT') = (reverted_from IS NOT NULL)),
    profile_fingerprint CHAR(64),
    created_by          VARCHAR(200) NOT NULL,
    created_at          TIMESTAMPTZ  NOT NULL,
    -- The compare-and-set's last line of defence: two publishes of the same number cannot both commit.
    UNIQUE (artifact_id, number)
);

CREATE TABLE artifact_draft (
    id           VARCHAR(36)  PRIMARY KEY,
    artifact_id  VARCHAR(36)  NOT NULL REFERENCES artifact (id) ON DELETE CASCADE,
    editor       VARCHAR(200) NOT NULL,
    base_version INTEGER      NOT NULL CHECK (base_version >= 0),
    content      TEXT         NOT NULL,
    undo_stack   TEXT         NOT NULL,
    redo_stack   TEXT         NOT NULL,
    revision     BIGINT       NOT NULL,
    edited       BOOLEAN      NOT NULL,
    updated_at   TIMESTAMPTZ  NOT NULL,
    UNIQUE (artifact_id, editor)
);
