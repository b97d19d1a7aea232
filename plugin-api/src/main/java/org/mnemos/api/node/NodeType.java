package org.mnemos.api.node;

import java.util.Arrays;
import java.util.Optional;

/** The five Mnemos nodes, with their stable ids and the short names accepted in paths. */
public enum NodeType {
    REMEMBER("remember"),
    RECALL("recall"),
    FORGET("forget"),
    REFRESH_DATA("refresh-data"),
    GENERATE_ARTIFACT("generate-artifact");

    private static final String PREFIX = "mnemos.";

    private final String shortName;

    NodeType(String shortName) {
        this.shortName = shortName;
    }

    /** Stable id, e.g. {@code mnemos.remember}. */
    public String id() {
        return PREFIX + shortName;
    }

    public String shortName() {
        return shortName;
    }

    /** Resolves a full id ({@code mnemos.recall}) or a short name ({@code recall}). */
    public static Optional<NodeType> fromIdOrShortName(String value) {
        return Arrays.stream(values())
                .filter(type -> type.id().equals(value) || type.shortName.equals(value))
                .findFirst();
    }
}
