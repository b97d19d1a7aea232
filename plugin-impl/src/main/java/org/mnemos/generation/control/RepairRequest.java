package org.mnemos.generation.control;

import java.util.stream.Collectors;
import org.mnemos.platform.Problem;

/** The one repair message: what the check refused, fault by fault, and the request to answer again in full. */
final class RepairRequest {

    private RepairRequest() {}

    static String of(Problem refusal) {
        String faults = refusal.errors().stream()
                .map(v -> "- " + (v.pointer().isEmpty() ? "" : v.pointer() + ": ") + v.message())
                .collect(Collectors.joining("\n"));
        return "Your answer was refused (" + refusal.code() + "): " + refusal.detail() + "\n" + faults
                + "\nAnswer again with the complete corrected artifact, keeping the rules of the system message.";
    }
}
