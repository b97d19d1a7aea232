package org.mnemos.datasource.control;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;

/** A source's profile and what became of it as the workspace's DATA_SCHEMA memory. */
@Schema(
        name = "ProfileResult",
        allOf = DataProfile.class,
        properties = @SchemaProperty(name = "memory", implementation = ProfileResult.Memory.class))
public record ProfileResult(@JsonUnwrapped DataProfile profile, Memory memory) {

    /** The stored entry ({@code id}, {@code status}, {@code supersedes}) or why the profile was not remembered. */
    @Schema(name = "ProfileMemory")
    public record Memory(
            @JsonInclude(JsonInclude.Include.NON_NULL) String id,

            @JsonInclude(JsonInclude.Include.NON_NULL) @Schema(example = "STORED")
            String status,

            @Schema(description = "The previous profile's entry, which this one replaces")
            String supersedes,

            @JsonInclude(JsonInclude.Include.NON_NULL) ErrorCode error,
            @JsonInclude(JsonInclude.Include.NON_NULL) String detail) {

        static Memory stored(String id, String status, String supersedes) {
            return new Memory(id, status, supersedes, null, null);
        }

        static Memory refused(ErrorCode error, String detail) {
            return new Memory(null, null, null, error, detail);
        }
    }
}
