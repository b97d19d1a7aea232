package org.mnemos.it.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;

/** What the server kept, for tests that prove a secret or an erased value went nowhere. */
public final class ServerEvidence {

    private ServerEvidence() {}

    /** Every row of every application table, as text. */
    public static String databaseDump() throws Exception {
        StringBuilder dump = new StringBuilder();
        try (Connection db = TestEnvironment.open();
                Statement statement = db.createStatement()) {
            List<String> tables = new java.util.ArrayList<>();
            try (ResultSet rs = statement.executeQuery(
                    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'flyway_schema_history'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                try (ResultSet rs = statement.executeQuery("SELECT t::text FROM " + table + " t")) {
                    while (rs.next()) {
                        dump.append(rs.getString(1)).append('\n');
                    }
                }
            }
        }
        return dump.toString();
    }

    /** Payara Micro's log file (rotated with a numeric suffix). */
    public static String serverLog() throws IOException {
        return filesUnder(Path.of(System.getProperty("mnemos.test.dir")), "payara.log");
    }

    /** The retrieval index files. */
    public static String indexFiles() throws IOException {
        return filesUnder(Path.of(System.getProperty("mnemos.test.dir"), "data", "index"), "");
    }

    private static String filesUnder(Path dir, String prefix) throws IOException {
        StringBuilder all = new StringBuilder();
        if (!Files.exists(dir)) {
            return "";
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile)
                    .filter(f -> f.getFileName().toString().startsWith(prefix))
                    .toList()) {
                try {
                    all.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
                } catch (NoSuchFileException merged) {
                    // A merge replaced the segment file while the walk ran: its content is in the new one.
                }
            }
        }
        if (!prefix.isEmpty()) {
            assertThat(all).as(prefix).isNotEmpty();
        }
        return all.toString();
    }
}
