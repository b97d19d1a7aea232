package org.mnemos.node.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.platform.MetricTimers;

/**
 * How long node executions take, by node and outcome, for every host (REST, MCP, agent tools): the
 * timer {@code mnemos.node.duration}, with histogram buckets set in {@code microprofile-config.properties}.
 */
@ApplicationScoped
public class NodeMetrics {

    /** How an execution ended: a result on any port, a refusal with a problem code, or a failure of ours. */
    public enum Outcome {
        OK,
        REFUSED,
        FAILED
    }

    static final Metadata DURATION = Metadata.builder()
            .withName("mnemos.node.duration")
            // The unit durations are recorded in: Payara exports them in seconds (_seconds), quantiles too.
            .withUnit(MetricUnits.NANOSECONDS)
            .withDescription("Node executions by node (mnemos.remember, mnemos.recall, ...) and outcome "
                    + "(ok, refused: a problem code answered, failed: database outage or internal error)")
            .build();

    @Inject
    MetricTimers timers;

    void executed(String node, Outcome outcome, Duration took) {
        timers.timer(
                        DURATION,
                        new Tag("node", node),
                        new Tag("outcome", outcome.name().toLowerCase()))
                .update(took);
    }
}
