package org.mnemos.refresh.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import org.mnemos.platform.Json;
import org.mnemos.refresh.entity.Drift;

/** A recorded drift read back from its snapshot row. */
final class DriftJson {

    private DriftJson() {}

    static Drift parse(String json) {
        try {
            return Json.mapper()
                    .readerFor(Drift.class)
                    .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A recorded drift is not a Drift", e);
        }
    }
}
