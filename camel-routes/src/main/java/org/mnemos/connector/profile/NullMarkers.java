package org.mnemos.connector.profile;

import java.util.Locale;
import java.util.Set;

/** Which raw values mean "no value": missing, blank, or a conventional placeholder. */
final class NullMarkers {

    private static final Set<String> PLACEHOLDERS = Set.of("na", "n/a", "null");

    private NullMarkers() {}

    static boolean isNull(String raw) {
        if (raw == null) {
            return true;
        }
        String value = raw.strip();
        return value.isEmpty() || (value.length() <= 4 && PLACEHOLDERS.contains(value.toLowerCase(Locale.ROOT)));
    }
}
