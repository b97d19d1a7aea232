package org.mnemos.memory.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** How many entries deleting one forgot: 1, or 0 when it was already forgotten. */
public record Forgotten(@Schema(example = "1") int forgotten) {}
