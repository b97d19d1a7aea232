package org.mnemos.connector.csv;

/** What to do with a row whose number of values differs from the header's. */
public enum MalformedRowPolicy {
    /** Stop with {@code MALFORMED_SOURCE_DATA} naming the line. */
    FAIL,
    /** Skip the row and count it in the profile's {@code malformedRows}. */
    SKIP
}
