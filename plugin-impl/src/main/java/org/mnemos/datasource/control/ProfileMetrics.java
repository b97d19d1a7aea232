package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Objects;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.api.connector.DataProfile;

/**
 * What profiles spare a prompt: the tokens of each profile against the tokens the rows themselves would
 * take. Those are estimated, since counting them would mean tokenising every row: the row count times the
 * mean tokens of the profile's sample rows written as CSV lines.
 */
@ApplicationScoped
public class ProfileMetrics {

    static final Metadata PROFILES = Metadata.builder()
            .withName("mnemos.profile.runs")
            .withDescription("Data sources profiled, by source type (CSV, SQL, REST, MCP)")
            .build();

    static final Metadata PROFILE_TOKENS = Metadata.builder()
            .withName("mnemos.profile.tokens")
            .withDescription("Tokens (o200k_base) of the profiles made: what a prompt carries instead of the rows")
            .build();

    static final Metadata RAW_TOKENS = Metadata.builder()
            .withName("mnemos.profile.raw.tokens")
            .withDescription("Estimated tokens of the profiled rows as CSV (row count times the mean tokens of the "
                    + "sample rows); minus mnemos.profile.tokens, the tokens saved")
            .build();

    @Inject
    MetricRegistry registry;

    void profiled(String type, DataProfile profile) {
        registry.counter(PROFILES, new Tag("type", type)).inc();
        registry.counter(PROFILE_TOKENS).inc(profile.tokens());
        registry.counter(RAW_TOKENS).inc(rawTokens(profile));
    }

    static long rawTokens(DataProfile profile) {
        List<List<String>> samples = profile.samples();
        if (samples.isEmpty()) {
            return 0;
        }
        long sampleTokens = samples.stream()
                .mapToLong(row -> PromptTokens.count(String.join(
                                ",",
                                row.stream().map(v -> Objects.toString(v, "")).toList())
                        + "\n"))
                .sum();
        return Math.round(profile.rowCount() * (double) sampleTokens / samples.size());
    }
}
