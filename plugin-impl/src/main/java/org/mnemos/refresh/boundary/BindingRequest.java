package org.mnemos.refresh.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of PUT …/my-binding. */
@Schema(requiredProperties = "dataSourceId")
public record BindingRequest(
        @Schema(description = "A data source of this workspace that you registered yourself")
        String dataSourceId) {}
