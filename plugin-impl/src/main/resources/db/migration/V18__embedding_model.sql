-- Which embedding model made the stored vectors (memory_entry.embedding, recent_query.embedding): when
-- mnemos.embedding.model names another, the entries are embedded again at start-up (retrieval.md, "The
-- embedding model"). One row; every vector stored before this table existed came from all-MiniLM-L6-v2-q.
-- While the entries are being embedded again, `moving_to` names the new model and `moved_through` the last
-- entry id (in id order) already embedded with it, so that a re-embedding cut short resumes there.
CREATE TABLE embedding_model (
    only_row      BOOLEAN      PRIMARY KEY DEFAULT TRUE CHECK (only_row),
    name          VARCHAR(100) NOT NULL,
    moving_to     VARCHAR(100),
    moved_through VARCHAR(36)
);
INSERT INTO embedding_model (name) VALUES ('all-MiniLM-L6-v2-q');
