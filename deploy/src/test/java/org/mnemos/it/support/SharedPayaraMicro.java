package org.mnemos.it.support;

import fish.payara.arquillian.container.payara.managed.PayaraMicroContainerConfiguration;
import fish.payara.arquillian.container.payara.managed.PayaraMicroDeployableContainer;
import org.jboss.arquillian.container.spi.client.container.DeployableContainer;
import org.jboss.arquillian.container.spi.client.container.DeploymentException;
import org.jboss.arquillian.container.spi.client.container.LifecycleException;
import org.jboss.arquillian.container.spi.client.protocol.ProtocolDescription;
import org.jboss.arquillian.container.spi.client.protocol.metadata.ProtocolMetaData;
import org.jboss.arquillian.core.spi.LoadableExtension;
import org.jboss.shrinkwrap.api.Archive;
import org.jboss.shrinkwrap.descriptor.api.Descriptor;

/**
 * One Payara Micro per distinct deployment instead of one per test class. The Payara connector starts a server
 * for every deployment (Payara Micro cannot redeploy), about 30 s each; most classes deploy the same WAR with
 * the same settings and already share its database and data directory, so the first such deployment serves them
 * all. An archive with other content (an in-container test's, enriched with Arquillian's runner) replaces it: one
 * server at a time, since they share the data directory and its index lock. The server stops when the suite ends
 * (or the JVM does: the connector's shutdown hook).
 */
public final class SharedPayaraMicro implements DeployableContainer<PayaraMicroContainerConfiguration> {

    private record Server(
            String identity, PayaraMicroDeployableContainer container, Archive<?> archive, ProtocolMetaData served) {}

    private Server running;
    private PayaraMicroContainerConfiguration configuration;

    /** Registered in META-INF/services in place of the connector's own container. */
    public static final class Extension implements LoadableExtension {
        @Override
        public void register(ExtensionBuilder builder) {
            builder.override(DeployableContainer.class, PayaraMicroDeployableContainer.class, SharedPayaraMicro.class);
        }
    }

    @Override
    public Class<PayaraMicroContainerConfiguration> getConfigurationClass() {
        return PayaraMicroContainerConfiguration.class;
    }

    @Override
    public void setup(PayaraMicroContainerConfiguration configuration) {
        this.configuration = configuration;
    }

    @Override
    public void start() {
        // Servers start with their first deployment.
    }

    @Override
    public ProtocolDescription getDefaultProtocol() {
        return new PayaraMicroDeployableContainer().getDefaultProtocol();
    }

    @Override
    public synchronized ProtocolMetaData deploy(Archive<?> archive) throws DeploymentException {
        String identity = identity(archive);
        if (running != null && !running.identity().equals(identity)) {
            running.container().undeploy(running.archive());
            running = null;
        }
        if (running == null) {
            PayaraMicroDeployableContainer container = new PayaraMicroDeployableContainer();
            container.setup(configuration);
            running = new Server(identity, container, archive, container.deploy(archive));
        }
        return running.served();
    }

    @Override
    public void undeploy(Archive<?> archive) {
        // Kept running for the next test class with this deployment; stop() ends it.
    }

    @Override
    public synchronized void stop() throws LifecycleException {
        if (running != null) {
            try {
                running.container().undeploy(running.archive());
            } catch (DeploymentException e) {
                throw new LifecycleException("Could not stop the shared Payara Micro", e);
            } finally {
                running = null;
            }
        }
    }

    @Override
    public void deploy(Descriptor descriptor) {
        throw new UnsupportedOperationException("Descriptors are not deployed");
    }

    @Override
    public void undeploy(Descriptor descriptor) {
        throw new UnsupportedOperationException("Descriptors are not deployed");
    }

    /** The archive's name and every path in it: the same WAR read twice is the same deployment. */
    private static String identity(Archive<?> archive) {
        return archive.getName()
                + archive.getContent().keySet().stream()
                        .map(Object::toString)
                        .sorted()
                        .toList();
    }
}
