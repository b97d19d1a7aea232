package org.mnemos.retention.control;

import com.cronutils.model.CronType;
import com.cronutils.model.definition.CronDefinitionBuilder;
import com.cronutils.parser.CronParser;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Period;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.mnemos.api.node.Violation;

/**
 * The rules a JSON Schema cannot state: the bounds of the two ISO-8601 lifetimes (the schema checks
 * their syntax), a cron expression that parses, a time zone that exists, weights summing to 1. Each
 * runs only on a value the schema accepted, so one mistake is never reported twice.
 */
final class PolicyRules {

    private static final CronParser CRON = new CronParser(CronDefinitionBuilder.instanceDefinitionFor(CronType.UNIX));
    private static final Duration SHORTEST_SCRATCH = Duration.ofMinutes(1);
    private static final Duration LONGEST_SCRATCH = Duration.ofDays(365);
    private static final int LONGEST_REVIEW_MONTHS = 120;
    private static final List<String> WEIGHTS = List.of("/alpha", "/beta", "/gamma");
    private static final double WEIGHT_SUM_TOLERANCE = 1e-6;

    private record Rule(String pointer, Predicate<String> holds, String message) {}

    private static final List<Rule> RULES = List.of(
            new Rule(
                    "/scratchTtl",
                    PolicyRules::scratchWithinBounds,
                    "must be between " + SHORTEST_SCRATCH + " and " + LONGEST_SCRATCH),
            new Rule("/reviewInterval", PolicyRules::reviewWithinBounds, "must be between one day and ten years"),
            new Rule(
                    "/schedule/cron",
                    PolicyRules::cronParses,
                    "must be a five-field cron expression such as '0 2 * * *'"),
            new Rule("/schedule/zone", PolicyRules::zoneExists, "must be an IANA time zone such as Europe/Berlin"));

    private PolicyRules() {}

    /** What these rules refuse in a policy the schema has checked, given what the schema refused. */
    static List<Violation> violations(JsonNode policy, List<Violation> refusedBySchema) {
        Predicate<String> accepted = pointer -> refusedBySchema.stream()
                .noneMatch(v -> pointer.equals(v.pointer()) || pointer.startsWith(v.pointer() + "/"));
        List<Violation> violations = new ArrayList<>();
        RULES.stream()
                .filter(rule -> accepted.test(rule.pointer())
                        && !rule.holds().test(policy.at(rule.pointer()).asText()))
                .forEach(rule -> violations.add(new Violation(rule.pointer(), rule.message())));
        double weightSum = WEIGHTS.stream()
                .mapToDouble(weight -> policy.at(weight).asDouble())
                .sum();
        if (WEIGHTS.stream().allMatch(accepted) && Math.abs(weightSum - 1) > WEIGHT_SUM_TOLERANCE) {
            violations.add(new Violation("/gamma", "alpha + beta + gamma must be 1 (is " + weightSum + ")"));
        }
        return violations;
    }

    private static boolean scratchWithinBounds(String ttl) {
        try {
            Duration value = Duration.parse(ttl);
            return value.compareTo(SHORTEST_SCRATCH) >= 0 && value.compareTo(LONGEST_SCRATCH) <= 0;
        } catch (DateTimeException | ArithmeticException e) {
            return false; // digits beyond a long: far past the bound
        }
    }

    // Months and days do not add up to one length, so ten years counts whole months, as it always has.
    private static boolean reviewWithinBounds(String interval) {
        try {
            Period value = Period.parse(interval);
            return !value.isZero() && value.toTotalMonths() <= LONGEST_REVIEW_MONTHS;
        } catch (DateTimeException | ArithmeticException e) {
            return false;
        }
    }

    private static boolean cronParses(String cron) {
        try {
            CRON.parse(cron).validate();
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean zoneExists(String zone) {
        try {
            ZoneId.of(zone);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }
}
