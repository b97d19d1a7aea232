package org.mnemos.artifact.boundary;

import java.util.Map;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.platform.ProblemException;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * Generate Artifact's input, already valid against the descriptor's schema. {@code format} MARKDOWN_REPORT
 * is declared but not made yet: it is refused by name rather than silently answered with a dashboard.
 */
record GenerateOrder(
        String dataSourceId, String instruction, String artifactId, ArtifactForm form, String name, int maxBytes) {

    private static final int NAME_LENGTH = 80;

    static GenerateOrder from(Map<String, Object> input) {
        if ("MARKDOWN_REPORT".equals(input.get("format"))) {
            throw ProblemException.invalidInput(
                    "/input/format", "MARKDOWN_REPORT is not supported yet; use HTML_DASHBOARD");
        }
        Object form = input.get("form");
        Object maxBytes = input.get("maxBytes");
        return new GenerateOrder(
                (String) input.get("dataSourceId"),
                ((String) input.get("instruction")).strip(),
                (String) input.get("artifactId"),
                form == null ? null : ArtifactForm.valueOf((String) form),
                (String) input.get("name"),
                maxBytes == null ? InjectionContract.DEFAULT_MAX_BYTES : ((Number) maxBytes).intValue());
    }

    ArtifactForm formOrDefault() {
        return form == null ? ArtifactForm.SPEC : form;
    }

    /** The name given, else the instruction's first line, shortened. */
    String nameOrDefault() {
        if (name != null && !name.isBlank()) {
            return name.strip();
        }
        String line = instruction.lines().findFirst().orElse(instruction).strip();
        return line.length() <= NAME_LENGTH ? line : line.substring(0, NAME_LENGTH - 1) + "…";
    }
}
