package org.mnemos.launcher;

import java.util.List;

/**
 * Switches Payara's data grid (Hazelcast) off before boot. {@code --nocluster} only stops it from looking for
 * members: a one-member grid still starts and listens on port 6900 of every interface. Nothing in Mnemos uses it;
 * instances that share a database coordinate through PostgreSQL (operations.md, running several instances). The EJB
 * timer service is kept in memory instead of the grid: Mnemos has only non-persistent timers.
 */
final class DataGridCommands {

    private DataGridCommands() {}

    static List<List<String>> off() {
        return List.of(
                List.of("set", "configs.config.server-config.hazelcast-config-specific-configuration.enabled=false"),
                List.of("set", "configs.config.server-config.ejb-container.ejb-timer-service.ejb-timer-service=None"));
    }
}
