package org.mnemos.dashboard.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.platform.Json;

/**
 * Profiles of the shared sample tables, made once by the real profiler (camel-routes' ProfileBuilder;
 * see {@code profiles/README.md} beside them), since plugin-impl does not depend on camel-routes.
 */
public final class SampleProfiles {

    public static final List<String> ALL = List.of(
            "superstore",
            "supply-chain",
            "telco-churn",
            "northwind-categories",
            "northwind-customers",
            "northwind-employee-territories",
            "northwind-employees",
            "northwind-order-details",
            "northwind-orders",
            "northwind-products",
            "northwind-regions",
            "northwind-shippers",
            "northwind-suppliers",
            "northwind-territories");

    private SampleProfiles() {}

    public static DataProfile load(String table) {
        try (InputStream in =
                SampleProfiles.class.getResourceAsStream("/org/mnemos/dashboard/profiles/" + table + ".json")) {
            return Json.mapper().readValue(in, DataProfile.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
