package org.mnemos.launcher;

/** What {@code --version} and {@code --help} print: neither starts anything. */
final class Usage {

    private Usage() {}

    /** The version the build wrote into the jar's manifest ({@code Implementation-Version}). */
    static String version() {
        String version = Usage.class.getPackage().getImplementationVersion();
        return version == null ? "(development build)" : version;
    }

    static String versionLine() {
        return "Mnemos " + version();
    }

    static String help() {
        return versionLine() + """
                 — governed memory nodes for low-code workflow platforms

                Usage: java [-Xmx768m] -jar mnemos.jar [--help | --version]

                Starts PostgreSQL (embedded unless MNEMOS_DB_URL is set) and the application server
                in this JVM, prints the URL once the application answers, and stops both on Ctrl-C.

                Environment variables (MNEMOS_PORT, _BIND, _DATA_DIR, _DB_* and _DEV_MODE_FORCE also as
                -D system properties with the lower-case dotted name, e.g. -Dmnemos.port=9090):
                  MNEMOS_PORT         HTTP port (default 8080); the only port opened for clients
                  MNEMOS_BIND         address it listens on (default 127.0.0.1: this machine only);
                                      0.0.0.0 for every interface, or one interface's address
                  MNEMOS_DATA_DIR     data directory (default ./mnemos-data): the embedded database
                                      (pgdata/), the unpacked application (bundle/), log files (logs/)
                  MNEMOS_DB_URL       JDBC URL of an external PostgreSQL, e.g.
                                      jdbc:postgresql://db:5432/mnemos; unset: embedded PostgreSQL on
                                      a free loopback port chosen at each start
                  MNEMOS_DB_USER      user for MNEMOS_DB_URL (default mnemos)
                  MNEMOS_DB_PASSWORD  password for MNEMOS_DB_URL (never printed)
                  MNEMOS_DB_POOL_SIZE connections this instance keeps at most (default 32)
                  MNEMOS_DEV_MODE     false switches the local token issuer off (default: on with the
                                      embedded database and no configured issuer); it answers only
                                      callers on this machine
                  MNEMOS_DEV_MODE_FORCE
                                      true lets the local issuer run with a non-loopback MNEMOS_BIND
                                      (otherwise the start is refused)
                  MNEMOS_METRICS      who may read /metrics: public, token (a Prometheus job's bearer
                                      token, MNEMOS_METRICS_TOKEN) or off; default public on
                                      loopback, else token when MNEMOS_METRICS_TOKEN is set, else off
                  MNEMOS_METRICS_TOKEN
                                      the scraper's bearer token, at least 16 characters (never printed)
                  MP_JWT_VERIFY_ISSUER, MP_JWT_VERIFY_PUBLICKEY_LOCATION
                                      the real token issuer and its public key

                Every other setting is a MicroProfile Config key: see the README's configuration table.

                Options:
                  --help     this text
                  --version  the version, then exit
                """;
    }
}
