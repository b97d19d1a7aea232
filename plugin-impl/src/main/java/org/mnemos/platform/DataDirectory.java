package org.mnemos.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.file.Path;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The server's data directory ({@code mnemos.data.dir}): the index, uploaded sources and runtime files live under it. */
@ApplicationScoped
public class DataDirectory {

    @Inject
    @ConfigProperty(name = "mnemos.data.dir")
    String location;

    public Path root() {
        return Path.of(location).toAbsolutePath().normalize();
    }

    public Path resolve(String child) {
        return root().resolve(child);
    }
}
