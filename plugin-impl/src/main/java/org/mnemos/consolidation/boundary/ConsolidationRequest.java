package org.mnemos.consolidation.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The entries to consolidate into one SEMANTIC entry. */
public record ConsolidationRequest(
        @Schema(
                required = true,
                description = "At least two, at most 200 different entry ids of this workspace",
                example = "[\"5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f\", \"6a1d2e3f-9b5c-4d4e-8f2a-3b4c5d6e7f80\"]")
        List<String> ids) {}
