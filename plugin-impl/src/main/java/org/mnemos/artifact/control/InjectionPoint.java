package org.mnemos.artifact.control;

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
