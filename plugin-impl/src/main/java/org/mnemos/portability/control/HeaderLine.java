package org.mnemos.portability.control;

import java.time.Instant;

/** The first line of an export: what it is, of which workspace, when and by whom. */
public record HeaderLine(
        String kind,
        String format,
        int version,
        WorkspaceRef workspace,
        Instant exportedAt,
        String exportedBy,
        boolean tombstones) {

    public static final String KIND = "header";
    public static final String FORMAT = "mnemos-workspace";
    public static final int VERSION = 1;

    public static HeaderLine of(String workspaceId, String name, Instant at, String by, boolean tombstones) {
        return new HeaderLine(KIND, FORMAT, VERSION, new WorkspaceRef(workspaceId, name), at, by, tombstones);
    }

    /** The exported workspace. */
    public record WorkspaceRef(String id, String name) {}
}
