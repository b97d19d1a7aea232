package org.mnemos.integration.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The packages' fixed files and templates, under {@code META-INF/mnemos/integrations/}, filled by name. */
public final class IntegrationTemplates {

    private static final String ROOT = "META-INF/mnemos/integrations/";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(\\w+)}}");

    private IntegrationTemplates() {}

    public static String read(String path) {
        try (InputStream in = IntegrationTemplates.class.getClassLoader().getResourceAsStream(ROOT + path)) {
            if (in == null) {
                throw new IllegalStateException("Missing package template " + ROOT + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Unreadable package template " + ROOT + path, e);
        }
    }

    /**
     * The template with each {@code {{name}}} replaced, in one pass (a value may hold braces of its own); a
     * placeholder without a value is a bug in the generator.
     */
    public static String fill(String template, Map<String, String> values) {
        Matcher placeholder = PLACEHOLDER.matcher(template);
        StringBuilder filled = new StringBuilder();
        while (placeholder.find()) {
            String value = values.get(placeholder.group(1));
            if (value == null) {
                throw new IllegalStateException("No value for " + placeholder.group());
            }
            placeholder.appendReplacement(filled, Matcher.quoteReplacement(value));
        }
        return placeholder.appendTail(filled).toString();
    }
}
