package org.mnemos.platform;

import java.util.Optional;

/** The version this build of Mnemos reports, from the jar's manifest; a semantic version even in a bare build. */
public final class ProductVersion {

    private ProductVersion() {}

    public static String current() {
        return Optional.ofNullable(ProductVersion.class.getPackage().getImplementationVersion())
                .orElse("0.0.0-dev");
    }
}
