package org.mnemos.memory.entity;

/** How far a claim can be relied on; it weighs in ranking and decides supersession. */
public enum Trust {
    LOW(0.75),
    MEDIUM(0.9),
    HIGH(1.0);

    private final double weight;

    Trust(double weight) {
        this.weight = weight;
    }

    public double weight() {
        return weight;
    }

    /**
     * Approved user statements are trusted most; an agent's inference or a document never rises
     * above a user's word, and unapproved durable claims stay low.
     */
    public static Trust of(ClaimSource source, boolean approved, Kind kind) {
        return switch (source) {
            case USER_STATEMENT -> approved ? HIGH : kind == Kind.DURABLE ? LOW : MEDIUM;
            case TOOL_OUTPUT, CONSOLIDATION -> MEDIUM;
            case AGENT_INFERENCE, EXTERNAL_DOCUMENT -> LOW;
        };
    }
}
