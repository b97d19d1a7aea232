package org.mnemos.portability.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.mnemos.platform.Json;
import org.mnemos.retention.entity.PolicyRecord;

/** A {@code retentionPolicy} line: the workspace's own policy (an inherited one is not exported). */
public record PolicyLine(String kind, JsonNode policy, String updatedBy, Instant updatedAt) {

    public static final String KIND = "retentionPolicy";

    public static PolicyLine of(PolicyRecord record) {
        try {
            return new PolicyLine(
                    KIND, Json.mapper().readTree(record.policy()), record.updatedBy(), record.updatedAt());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored retention policy is not JSON", e);
        }
    }
}
