package org.mnemos.sharing.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.sharing.entity.FixedFilters;

/**
 * What is checked of a link's fixed filters when it is made: only a spec's page is filtered, each field must be
 * one of the version's viewer filters, and each names from 1 to {@value #MAX_VALUES} values of at most
 * {@value #MAX_LENGTH} characters. Whether a value has the column's type is the computation's to say when the
 * page opens.
 */
final class FilterCheck {

    static final String POINTER = "/fixedFilters";
    static final int MAX_VALUES = 100;
    static final int MAX_LENGTH = 200;

    private FilterCheck() {}

    static List<Violation> violations(ArtifactForm form, Set<String> filterFields, FixedFilters filters) {
        if (filters.isEmpty()) {
            return List.of();
        }
        if (form != ArtifactForm.SPEC) {
            return List.of(new Violation(POINTER, "a program's page has no filters; only a spec dashboard's do"));
        }
        List<Violation> found = new ArrayList<>();
        for (Map.Entry<String, List<String>> filter : filters.values().entrySet()) {
            String pointer = POINTER + "/" + escaped(filter.getKey());
            List<String> values = filter.getValue();
            if (!filterFields.contains(filter.getKey())) {
                found.add(new Violation(pointer, "the dashboard has no viewer filter on '" + filter.getKey() + "'"));
            } else if (values.isEmpty() || values.size() > MAX_VALUES) {
                found.add(new Violation(pointer, "name from 1 to " + MAX_VALUES + " values"));
            } else if (values.stream().anyMatch(value -> value == null || value.length() > MAX_LENGTH)) {
                found.add(new Violation(pointer, "each value is a text of at most " + MAX_LENGTH + " characters"));
            }
        }
        return found;
    }

    /** RFC 6901: a field name inside a JSON pointer. */
    static String escaped(String field) {
        return field.replace("~", "~0").replace("/", "~1");
    }
}
