package org.mnemos.refresh.boundary;

import jakarta.validation.constraints.NotNull;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(description = "Pause (false) or resume (true) a schedule; resuming clears its failure count")
public record ScheduleSwitch(
        @Schema(required = true, example = "false")
        @NotNull(message = "send {\"enabled\": true} or {\"enabled\": false}")
        Boolean enabled) {}
