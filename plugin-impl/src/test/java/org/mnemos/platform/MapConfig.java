package org.mnemos.platform;

import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/** A MicroProfile Config that answers only {@code getOptionalValue}, from a map, as the settings classes read it. */
public final class MapConfig {

    private MapConfig() {}

    public static Config of(Map<String, String> values) {
        return (Config) Proxy.newProxyInstance(
                Config.class.getClassLoader(), new Class<?>[] {Config.class}, (proxy, method, args) -> {
                    if (!method.getName().equals("getOptionalValue")) {
                        throw new UnsupportedOperationException(method.getName());
                    }
                    return Optional.ofNullable(values.get((String) args[0]));
                });
    }
}
