package org.mnemos.programcheck.control;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Where the served page puts the data and so where a program must read it.
 * <ul>
 *   <li>{@link Form#GLOBAL}: a global variable, e.g. {@code MNEMOS_DATA}; read by naming it
 *       ({@code MNEMOS_DATA}, {@code window.MNEMOS_DATA}) without declaring it.</li>
 *   <li>{@link Form#JSON_BLOCK}: a {@code <script type="application/json" id="mnemos-data">} block the
 *       renderer fills; read by {@code document.getElementById('mnemos-data')} or a
 *       {@code querySelector} whose selector names {@code #mnemos-data}. The program may carry the
 *       block only empty.</li>
 * </ul>
 */
public record InjectionPoint(Form form, String name) {

    /**
     * The fields of the object injected at the point, the same for every form: {@code columns} (names in
     * source order), {@code rows} (one object per row, keyed by column name), {@code truncated} (whether
     * rows were capped) and {@code rowCount} (rows of the source).
     */
    public static final List<String> PAYLOAD_FIELDS = List.of("columns", "rows", "truncated", "rowCount");

    public enum Form {
        GLOBAL,
        JSON_BLOCK
    }

    public InjectionPoint {
        Objects.requireNonNull(form, "form");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an injection point needs a name");
        }
    }

    public static InjectionPoint global(String variable) {
        return new InjectionPoint(Form.GLOBAL, variable);
    }

    public static InjectionPoint jsonBlock(String elementId) {
        return new InjectionPoint(Form.JSON_BLOCK, elementId);
    }

    /** How a program reads the point, in words for a generation prompt. */
    public String howToRead() {
        String payload = "an object {" + String.join(", ", PAYLOAD_FIELDS) + "}: columns is the list of column names,"
                + " rows one object per row keyed by column name, truncated whether the rows were capped and"
                + " rowCount the number of rows of the source";
        return form == Form.JSON_BLOCK
                ? "the server fills <script type=\"application/json\" id=\"" + name + "\"></script> with " + payload
                        + "; read it with JSON.parse(document.getElementById('" + name + "').textContent)"
                : "the server sets the global " + name + " to " + payload + "; read it as window." + name;
    }

    /** Whether referring to this identifier (bare or as a property of {@code window}) reads the data. */
    boolean readBy(String identifier) {
        return form == Form.GLOBAL && name.equals(identifier);
    }

    /** Whether calling this DOM lookup method with this string argument reads the data. */
    boolean readBy(String method, String argument) {
        if (form != Form.JSON_BLOCK) {
            return false;
        }
        return switch (method) {
            case "getElementById" -> name.equals(argument);
            case "querySelector", "querySelectorAll" ->
                Pattern.compile("#" + Pattern.quote(name) + "(?![\\w-])")
                        .matcher(argument)
                        .find();
            default -> false;
        };
    }

    /** Whether a non-JavaScript script element with this id is the (empty) injection block. */
    boolean isBlock(String elementId) {
        return form == Form.JSON_BLOCK && name.equals(elementId);
    }
}
