package org.mnemos.security.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Who the local issuer's token is for. */
public record JwtRequest(
        @Schema(required = true, maxLength = 200, example = "alice")
        String sub,

        @Schema(required = true, maxLength = 100, example = "acme")
        String tenant,

        @Schema(description = "admin makes the caller an administrator", example = "[\"admin\"]")
        List<String> groups) {}
