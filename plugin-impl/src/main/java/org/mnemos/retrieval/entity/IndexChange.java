package org.mnemos.retrieval.entity;

/** What one row of the index's change log asks of every instance's index, with its code in the log. */
public enum IndexChange {
    /** The entry was added or changed: index it as the database holds it now. */
    UPSERT('U'),
    /** The entry was erased: delete it and expunge it from the index files. */
    ERASE('E'),
    /** Erased by a job run: delete it now, expunge with the run's {@link #EXPUNGE} when its step ends. */
    ERASE_IN_RUN('R'),
    /** Expunge every deleted entry from the index files (no entry). */
    EXPUNGE('X');

    private final char code;

    IndexChange(char code) {
        this.code = code;
    }

    public String code() {
        return String.valueOf(code);
    }

    public static IndexChange of(String code) {
        for (IndexChange change : values()) {
            if (change.code == code.charAt(0)) {
                return change;
            }
        }
        throw new IllegalArgumentException("unknown index change " + code);
    }
}
