package org.mnemos.security.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A signed JWT to send as {@code Authorization: Bearer <token>}. */
public record IssuedJwt(
        @Schema(example = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl")
        String token) {}
