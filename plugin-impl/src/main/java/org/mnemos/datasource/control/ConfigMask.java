package org.mnemos.datasource.control;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.mnemos.platform.Json;
import org.mnemos.screening.control.JsonScreen;

/**
 * A source configuration as a member sees it. Credentials the secret screen knows are masked for everyone (a source
 * stored before configurations were screened may hold one); members who cannot edit the source see neither header
 * values nor the user info, query or fragment values of a URL, whose names are kept: that is where an API key goes
 * when no rule recognises it.
 */
@ApplicationScoped
public class ConfigMask {

    private static final String HIDDEN = "***";
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    private static final Pattern URL = Pattern.compile(
            "([A-Za-z][A-Za-z0-9+.\\-]*://)(?:[^/?#@]*@)?([^?#]*)(?:\\?([^#]*))?(?:#(.*))?", Pattern.DOTALL);

    @Inject
    JsonScreen screen;

    public ConfigMask() {}

    public ConfigMask(JsonScreen screen) {
        this.screen = screen;
    }

    public Map<String, Object> shown(Map<String, Object> config, boolean editor) {
        JsonNode masked = screen.masked(Json.mapper().valueToTree(config));
        if (!editor) {
            hide(masked);
        }
        return Json.mapper().convertValue(masked, MAP);
    }

    private static void hide(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> {
                if (field.getKey().equals("headers") && field.getValue() instanceof ObjectNode headers) {
                    headers.fields().forEachRemaining(header -> header.setValue(TextNode.valueOf(HIDDEN)));
                } else if (field.getValue().isTextual()) {
                    field.setValue(
                            TextNode.valueOf(withoutSecrets(field.getValue().textValue())));
                } else {
                    hide(field.getValue());
                }
            });
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, TextNode.valueOf(withoutSecrets(array.get(i).textValue())));
                } else {
                    hide(array.get(i));
                }
            }
        }
    }

    /** A URL with its user info hidden and the value of every query and fragment parameter; other text as it is. */
    private static String withoutSecrets(String text) {
        Matcher url = URL.matcher(text);
        if (!url.matches()) {
            return text;
        }
        String userInfo = text.substring(url.end(1), url.start(2)).isEmpty() ? "" : HIDDEN + "@";
        return url.group(1) + userInfo + url.group(2) + parameters("?", url.group(3)) + parameters("#", url.group(4));
    }

    private static String parameters(String mark, String parameters) {
        if (parameters == null) {
            return "";
        }
        return mark
                + Arrays.stream(parameters.split("&", -1))
                        .map(ConfigMask::hiddenValue)
                        .collect(Collectors.joining("&"));
    }

    private static String hiddenValue(String parameter) {
        int equals = parameter.indexOf('=');
        if (parameter.isEmpty()) {
            return parameter;
        }
        return equals < 0 ? HIDDEN : parameter.substring(0, equals + 1) + HIDDEN;
    }
}
