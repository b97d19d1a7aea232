package org.mnemos.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

/**
 * Makes the server's PostgreSQL pool {@code jdbc/mnemos} injectable. The pool is server
 * configuration (the launcher or an admin creates it), so the same WAR runs against the embedded
 * database, an external one, or one per test run.
 */
@ApplicationScoped
public class ApplicationDataSource {

    public static final String JNDI_NAME = "jdbc/mnemos";

    @Produces
    DataSource dataSource() {
        return lookup(JNDI_NAME);
    }

    @Produces
    @NonTransactional
    DataSource nonTransactionalDataSource() {
        return nonTransactional();
    }

    /**
     * The {@code __nontx} view of a pool never enlists its connections in a transaction; a server without
     * that view (it is Payara's) gets the pool itself. By name, for threads without component injection.
     */
    public static DataSource nonTransactional() {
        try {
            return InitialContext.doLookup(JNDI_NAME + "__nontx");
        } catch (NamingException nonTransactionalMissing) {
            return lookup(JNDI_NAME);
        }
    }

    private static DataSource lookup(String name) {
        try {
            return InitialContext.doLookup(name);
        } catch (NamingException e) {
            throw new IllegalStateException("The application data source " + name + " is not bound", e);
        }
    }
}
