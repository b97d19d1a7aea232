package org.mnemos.memory.entity;

/** Where a claim came from. Content from tool output and external documents is untrusted. */
public enum ClaimSource {
    USER_STATEMENT,
    TOOL_OUTPUT,
    AGENT_INFERENCE,
    EXTERNAL_DOCUMENT,
    CONSOLIDATION;

    public boolean untrusted() {
        return this == TOOL_OUTPUT || this == EXTERNAL_DOCUMENT;
    }
}
