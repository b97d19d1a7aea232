package org.mnemos.retention.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

/**
 * Reads a policy from a PUT body over the policy it replaces (fields left out keep their value) and
 * checks the result against {@link PolicySchema}, then {@link PolicyRules}, reporting all violations
 * at once. {@code halfLifeDays} may be given instead of {@code lambdaPerDay}: λ = ln 2 / half-life.
 */
public final class PolicyReader {

    private static final String HALF_LIFE = "halfLifeDays";
    private static final String LAMBDA = "lambdaPerDay";

    private PolicyReader() {}

    public static RetentionPolicy read(JsonNode body, RetentionPolicy current) {
        if (body == null || !body.isObject()) {
            throw ProblemException.invalidInput("", "The policy must be a JSON object.");
        }
        ObjectNode merged = Json.mapper().valueToTree(current);
        merged.setAll((ObjectNode) body);
        // A half-life is checked with the rest of the merge; when λ is given too, λ wins, as it always has.
        List<Violation> violations = new ArrayList<>(PolicySchema.violations(merged));
        violations.addAll(PolicyRules.violations(merged, violations));
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The retention policy is invalid.", violations);
        }
        JsonNode halfLife = merged.remove(HALF_LIFE);
        if (halfLife != null && !body.has(LAMBDA)) {
            merged.put(LAMBDA, Math.log(2) / halfLife.asDouble());
        }
        return Json.mapper().convertValue(merged, RetentionPolicy.class);
    }
}
