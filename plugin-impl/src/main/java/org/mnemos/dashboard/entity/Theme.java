package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The page's colours: light or dark, with an optional background and foreground {@code #rrggbb}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Theme(Mode mode, String background, String foreground) {

    public enum Mode {
        LIGHT,
        DARK;

        @JsonValue
        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
