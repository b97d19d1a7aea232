package org.mnemos.integration.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Every platform package the installation offers, in a stable order. */
@ApplicationScoped
public class IntegrationPackages {

    @Inject
    @Any
    Instance<IntegrationPackage> packages;

    public List<IntegrationPackage> all() {
        return packages.stream()
                .sorted(Comparator.comparing(IntegrationPackage::id))
                .toList();
    }

    public Optional<IntegrationPackage> find(String id) {
        return all().stream().filter(candidate -> candidate.id().equals(id)).findFirst();
    }
}
