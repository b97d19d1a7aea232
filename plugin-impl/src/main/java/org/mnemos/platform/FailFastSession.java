package org.mnemos.platform;

import org.eclipse.persistence.config.SessionCustomizer;
import org.eclipse.persistence.sessions.DatabaseLogin;
import org.eclipse.persistence.sessions.Session;

/**
 * EclipseLink retries a statement that lost its connection three times, five seconds apart, in case the
 * database comes back. The server's pool already checks every connection it hands out and replaces dead
 * ones, so the retries only held a request for fifteen seconds while the database was down, where a 503
 * DATABASE_UNAVAILABLE should answer at once ({@code eclipselink.session.customizer} in persistence.xml).
 */
public class FailFastSession implements SessionCustomizer {

    @Override
    public void customize(Session session) {
        if (session.getDatasourceLogin() instanceof DatabaseLogin login) {
            login.setQueryRetryAttemptCount(0);
            login.setDelayBetweenConnectionAttempts(0);
        }
    }
}
