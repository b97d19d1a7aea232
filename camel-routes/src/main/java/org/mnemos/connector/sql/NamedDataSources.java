package org.mnemos.connector.sql;

import java.util.Set;
import java.util.function.Function;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

/**
 * The datasources SQL sources may name: the application server's JDBC resources
 * {@code jdbc/<name>}, restricted to the names an administrator listed. Without the list, a
 * source could read the application's own database; checking the name before any lookup also
 * keeps user input out of JNDI (no {@code ldap:} or {@code java:} names).
 */
final class NamedDataSources implements Function<String, DataSource> {

    private final Set<String> allowed;

    NamedDataSources(Set<String> allowed) {
        this.allowed = Set.copyOf(allowed);
    }

    @Override
    public DataSource apply(String name) {
        if (!allowed.contains(name)) {
            return null;
        }
        try {
            return (DataSource) new InitialContext().lookup("jdbc/" + name);
        } catch (NamingException | ClassCastException e) {
            return null;
        }
    }
}
