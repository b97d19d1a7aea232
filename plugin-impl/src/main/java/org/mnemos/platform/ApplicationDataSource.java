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
        try {
            return InitialContext.doLookup(JNDI_NAME);
        } catch (NamingException e) {
            throw new IllegalStateException("The application data source " + JNDI_NAME + " is not bound", e);
        }
    }
}
