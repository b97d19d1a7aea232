package org.mnemos.launcher;

import fish.payara.micro.BootstrapException;
import fish.payara.micro.PayaraMicro;
import fish.payara.micro.PayaraMicroRuntime;
import fish.payara.micro.boot.AdminCommandRunner;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import sun.misc.Signal;

/**
 * {@code java -jar mnemos.jar}: PostgreSQL (embedded unless {@code MNEMOS_DB_URL} is set), then
 * Payara Micro with the WAR, in this JVM. The console gets a handful of lines (version, database,
 * log file, the URL once the application answers as ready); everything else goes to the log files.
 */
public final class Launcher {

    private static final Logger LOG = Logger.getLogger(Launcher.class.getName());
    private static final AtomicBoolean STOPPING = new AtomicBoolean();
    /** The real console, kept before {@link StrayOutput} turns the standard streams into log records. */
    private static final PrintStream CONSOLE = System.out;

    private static final PrintStream ERRORS = System.err;

    private static volatile Database database;
    private static volatile PayaraMicroRuntime payara;

    private Launcher() {}

    public static void main(String[] args) {
        try {
            switch (Invocation.of(args)) {
                case HELP -> CONSOLE.print(Usage.help());
                case VERSION -> CONSOLE.println(Usage.versionLine());
                case START -> start();
            }
        } catch (LaunchException e) {
            ERRORS.println("Mnemos could not start: " + e.getMessage());
            stop(2);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "Unexpected start-up failure", e);
            ERRORS.println("Mnemos could not start: " + e);
            stop(1);
        }
    }

    private static void start() throws LaunchException {
        LauncherConfig config = LauncherConfig.load(System.getenv(), System.getProperties());
        config.check();
        boolean devIssuer = DevIssuer.applies(config, System.getenv());
        Optional<String> exposure = devIssuer ? DevIssuer.exposureWarning(config) : Optional.empty();
        ServerLog log = new ServerLog(config.dataDir());
        log.install();
        StrayOutput.capture();
        installStopHandlers();
        Bundle bundle = Bundle.unpack(jar(), Usage.version(), config.dataDir());
        database = config.externalDatabase().isPresent()
                ? Database.external(bundle, config.externalDatabase().get())
                : Database.embedded(bundle, config.dataDir());
        // Printed once the database answers: a bad configuration stays a single line on the console.
        CONSOLE.println(Usage.versionLine());
        CONSOLE.println("Database: " + database.description());
        CONSOLE.println("Log: " + log.current());
        exposure.ifPresent(warning -> {
            CONSOLE.println(warning);
            LOG.warning(warning);
        });
        publishSettings(config);
        if (devIssuer) {
            DevIssuer.install(config.dataDir());
        }
        payara = boot(config, bundle, log, database);
        new Readiness(config.localUrl(), log.current()).await(payara);
        CONSOLE.println("Mnemos is ready at " + config.printedUrl() + "  (Ctrl-C stops it)");
    }

    private static Path jar() throws LaunchException {
        try {
            Path jar = Path.of(Launcher.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            if (!Files.isRegularFile(jar)) {
                throw new LaunchException("The launcher runs from " + jar + ", not from mnemos.jar: build it with "
                        + "'mvn -q -DskipTests package' and start it with 'java -jar deploy/target/mnemos.jar'.");
            }
            return jar;
        } catch (URISyntaxException e) {
            throw new LaunchException("Cannot locate mnemos.jar: " + e.getMessage(), e);
        }
    }

    /** The WAR reads these through MicroProfile Config, like any other setting. */
    private static void publishSettings(LauncherConfig config) {
        // Payara's own HTML error pages (its /health and /metrics) name the product instead of Payara's version.
        System.setProperty("product.name", "Mnemos");
        System.setProperty("mnemos.data.dir", config.dataDir().toString());
        System.setProperty(
                "mnemos.embedded", String.valueOf(config.externalDatabase().isEmpty()));
        System.setProperty("mnemos.metrics", config.metrics());
    }

    private static PayaraMicroRuntime boot(LauncherConfig config, Bundle bundle, ServerLog log, Database db)
            throws LaunchException {
        try {
            PayaraMicro micro = PayaraMicro.getInstance()
                    .setHttpPort(config.port())
                    .setNoCluster(true)
                    .setLogPropertiesFile(log.properties().toFile())
                    .addLibrary(bundle.jdbcDriver().toFile())
                    .addDeploymentFile(bundle.war().toFile());
            micro.setPreBootHandler(admin -> {
                run(admin, ListenerCommands.boundTo(config.bind()));
                run(admin, DataGridCommands.off());
            });
            micro.setPostBootHandler(
                    admin -> run(admin, PoolCommands.forConnection(db.connection(), config.poolSize())));
            return micro.bootStrap();
        } catch (BootstrapException e) {
            throw new LaunchException(
                    "Payara Micro did not boot: " + e.getMessage() + "; see " + log.current() + ".", e);
        }
    }

    private static void run(AdminCommandRunner admin, List<List<String>> commands) {
        commands.forEach(command ->
                admin.run(command.get(0), command.subList(1, command.size()).toArray(String[]::new)));
    }

    private static void installStopHandlers() {
        for (String name : new String[] {"INT", "TERM", "HUP"}) {
            Signal.handle(new Signal(name), signal -> stop(0));
        }
        // Whatever ends the JVM, the embedded PostgreSQL must not outlive it.
        Runtime.getRuntime().addShutdownHook(new Thread(Launcher::closeDatabase, "mnemos-database-stop"));
    }

    /** Payara first (it holds connections), then PostgreSQL; exit so that Payara's own hooks run. */
    private static void stop(int status) {
        if (!STOPPING.compareAndSet(false, true)) {
            return;
        }
        if (payara != null) {
            CONSOLE.println("Stopping Mnemos…");
            try {
                payara.shutdown();
            } catch (BootstrapException | RuntimeException e) {
                LOG.log(Level.WARNING, "Payara Micro did not stop cleanly", e);
            }
        }
        closeDatabase();
        System.exit(status);
    }

    private static synchronized void closeDatabase() {
        Database db = database;
        database = null;
        if (db != null) {
            try {
                db.close();
            } catch (Exception e) {
                LOG.log(Level.WARNING, "PostgreSQL did not stop cleanly", e);
            }
        }
    }
}
