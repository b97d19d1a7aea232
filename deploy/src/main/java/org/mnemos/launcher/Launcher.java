package org.mnemos.launcher;

import fish.payara.micro.BootstrapException;
import fish.payara.micro.PayaraMicro;
import fish.payara.micro.PayaraMicroRuntime;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import sun.misc.Signal;

/**
 * {@code java -jar mnemos.jar}: PostgreSQL (embedded unless {@code MNEMOS_DB_URL} is set), then
 * Payara Micro with the WAR, in this JVM. Prints the URL once the application answers as ready.
 */
public final class Launcher {

    private static final Logger LOG = Logger.getLogger(Launcher.class.getName());
    private static final AtomicBoolean STOPPING = new AtomicBoolean();

    private static volatile Database database;
    private static volatile PayaraMicroRuntime payara;

    private Launcher() {
    }

    public static void main(String[] args) {
        try {
            LauncherConfig config = LauncherConfig.load(System.getenv(), System.getProperties(), home());
            config.check();
            installStopHandlers();
            database = config.externalDatabase().isPresent()
                    ? Database.external(config, config.externalDatabase().get())
                    : Database.embedded(config);
            publishSettings(config);
            if (DevIssuer.applies(config, System.getenv())) {
                DevIssuer.install(config.dataDir());
            }
            payara = boot(config, database);
            String url = "http://localhost:" + config.port() + "/";
            new Readiness(config.port()).await(payara);
            System.out.println("Mnemos is ready at " + url + "  (Ctrl-C stops it)");
        } catch (LaunchException e) {
            System.err.println("Mnemos could not start: " + e.getMessage());
            stop(2);
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "Unexpected start-up failure", e);
            System.err.println("Mnemos could not start: " + e);
            stop(1);
        }
    }

    private static Path home() throws LaunchException {
        try {
            return Path.of(Launcher.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new LaunchException("Cannot locate mnemos.jar: " + e.getMessage(), e);
        }
    }

    /** The WAR reads these through MicroProfile Config, like any other setting. */
    private static void publishSettings(LauncherConfig config) {
        System.setProperty("mnemos.data.dir", config.dataDir().toString());
        System.setProperty("mnemos.embedded", String.valueOf(config.externalDatabase().isEmpty()));
    }

    private static PayaraMicroRuntime boot(LauncherConfig config, Database db) throws LaunchException {
        try {
            PayaraMicro micro = PayaraMicro.getInstance()
                    .setHttpPort(config.port())
                    .setNoCluster(true)
                    .addLibrary(config.jdbcDriver().toFile())
                    .addDeploymentFile(config.war().toFile());
            micro.setPostBootHandler(admin -> PoolCommands.forConnection(db.connection()).forEach(command ->
                    admin.run(command.get(0), command.subList(1, command.size()).toArray(String[]::new))));
            return micro.bootStrap();
        } catch (BootstrapException e) {
            throw new LaunchException("Payara Micro did not boot: " + e.getMessage(), e);
        }
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
            System.out.println("Stopping Mnemos…");
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
