package org.mnemos.refresh.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of PUT …/my-binding. */
@Schema(requiredProperties = "dataSourceId")
public record BindingRequest(
        @Schema(description = "A data source of this workspace that you registered yourself")
        @NotBlank(message = "name the data source to bind")
        @Size(max = 36, message = "a data source id has at most 36 characters")
        String dataSourceId) {}
