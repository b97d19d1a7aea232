package org.mnemos.retention.control;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.parser.CronParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Period;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

/**
 * Reads a policy from a PUT body over the policy it replaces (fields left out keep their value),
 * checking every field and reporting all violations at once. {@code halfLifeDays} may be given
 * instead of {@code lambdaPerDay}: λ = ln 2 / half-life.
 */
public final class PolicyReader {

    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.UNIX));
    private static final Set<String> FIELDS = Set.of("scratchTtl", "reviewInterval", "onReviewDue", "alpha", "beta",
            "gamma", "lambdaPerDay", "halfLifeDays", "theta", "maxUtility", "consolidation", "schedule", "maxActiveEpisodic");
    private static final double WEIGHT_SUM_TOLERANCE = 1e-6;

    private final List<Violation> violations = new ArrayList<>();

    private PolicyReader() {
    }

    public static RetentionPolicy read(JsonNode body, RetentionPolicy current) {
        if (body == null || !body.isObject()) {
            throw ProblemException.invalidInput("", "The policy must be a JSON object.");
        }
        ObjectNode merged = Json.mapper().valueToTree(current);
        body.fields().forEachRemaining(field -> merged.set(field.getKey(), field.getValue()));
        if (body.has("halfLifeDays") && !body.has("lambdaPerDay") && body.get("halfLifeDays").isNumber()
                && body.get("halfLifeDays").asDouble() > 0) {
            merged.put("lambdaPerDay", Math.log(2) / body.get("halfLifeDays").asDouble());
        }
        merged.remove("halfLifeDays");
        return new PolicyReader().check(body, merged);
    }

    private RetentionPolicy check(JsonNode body, ObjectNode policy) {
        for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                violations.add(new Violation("/" + name, "unknown field"));
            }
        }
        duration(policy, "scratchTtl", Duration.ofMinutes(1), Duration.ofDays(365));
        period(policy, "reviewInterval");
        if (!Set.of("REVIEW_DUE", "DELETE").contains(policy.path("onReviewDue").asText())) {
            violations.add(new Violation("/onReviewDue", "must be REVIEW_DUE or DELETE"));
        }
        double alpha = number(policy, "/alpha", 0, 1);
        double beta = number(policy, "/beta", 0, 1);
        double gamma = number(policy, "/gamma", 0, 1);
        if (violations.isEmpty() && Math.abs(alpha + beta + gamma - 1) > WEIGHT_SUM_TOLERANCE) {
            violations.add(new Violation("/gamma", "alpha + beta + gamma must be 1 (is " + (alpha + beta + gamma) + ")"));
        }
        number(policy, "/lambdaPerDay", 1e-6, 10);
        number(policy, "/theta", 0, 1);
        number(policy, "/maxUtility", 1, 100);
        if (!policy.path("consolidation").path("enabled").isBoolean()) {
            violations.add(new Violation("/consolidation/enabled", "must be true or false"));
        }
        number(policy, "/consolidation/minGroupSize", 2, 1000);
        schedule(policy.path("schedule"));
        JsonNode cap = policy.path("maxActiveEpisodic");
        if (!cap.isNull() && !cap.isMissingNode() && (!cap.canConvertToInt() || !cap.isIntegralNumber() || cap.asInt() < 1)) {
            violations.add(new Violation("/maxActiveEpisodic", "must be null or a whole number of at least 1"));
        }
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The retention policy is invalid.", violations);
        }
        return Json.mapper().convertValue(policy, RetentionPolicy.class);
    }

    private double number(JsonNode policy, String pointer, double min, double max) {
        JsonNode value = policy.at(pointer);
        if (!value.isNumber() || value.asDouble() < min || value.asDouble() > max) {
            violations.add(new Violation(pointer, "must be a number from " + min + " to " + max));
            return 0;
        }
        return value.asDouble();
    }

    private void duration(JsonNode policy, String field, Duration min, Duration max) {
        try {
            Duration value = Duration.parse(policy.path(field).asText());
            if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
                violations.add(new Violation("/" + field, "must be between " + min + " and " + max));
            }
        } catch (DateTimeParseException e) {
            violations.add(new Violation("/" + field, "must be an ISO-8601 duration such as PT24H"));
        }
    }

    private void period(JsonNode policy, String field) {
        try {
            Period value = Period.parse(policy.path(field).asText());
            if (value.isNegative() || value.isZero() || value.toTotalMonths() > 120) {
                violations.add(new Violation("/" + field, "must be between one day and ten years"));
            }
        } catch (DateTimeParseException e) {
            violations.add(new Violation("/" + field, "must be an ISO-8601 period such as P90D"));
        }
    }

    private void schedule(JsonNode schedule) {
        try {
            CRON.parse(schedule.path("cron").asText()).validate();
        } catch (IllegalArgumentException e) {
            violations.add(new Violation("/schedule/cron", "must be a five-field cron expression such as '0 2 * * *'"));
        }
        try {
            ZoneId.of(schedule.path("zone").asText());
        } catch (DateTimeException e) {
            violations.add(new Violation("/schedule/zone", "must be an IANA time zone such as Europe/Berlin"));
        }
    }
}
