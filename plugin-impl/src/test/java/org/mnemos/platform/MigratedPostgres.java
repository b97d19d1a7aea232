package org.mnemos.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import org.flywaydb.core.Flyway;

/** A real PostgreSQL for tests outside a server, with the application's schema as Flyway migrates it. */
public final class MigratedPostgres {

    private MigratedPostgres() {}

    public static EmbeddedPostgres start() throws IOException {
        EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
        Flyway.configure()
                .dataSource(postgres.getPostgresDatabase())
                .locations("classpath:db/migration")
                .load()
                .migrate();
        return postgres;
    }
}
