package org.mnemos.artifact.control;

import java.util.List;
import java.util.Map;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;

/**
 * The values a viewer picked in a page's filters ({@code f.<field>=value}), field to values. Specs do not
 * declare viewer filters yet, so every field picked is one the dashboard cannot filter by: refused rather
 * than ignored, since figures silently left unfiltered would be read as filtered.
 */
final class ViewerFilters {

    private ViewerFilters() {}

    static void refuseUndeclared(Map<String, List<String>> filters) {
        if (filters.isEmpty()) {
            return;
        }
        List<Violation> unknown = filters.keySet().stream()
                .sorted()
                .map(field -> new Violation(
                        "/f." + field.replace("~", "~0").replace("/", "~1"),
                        "the dashboard has no viewer filter on '" + field + "'"))
                .toList();
        throw ProblemException.invalidInput("The dashboard declares no viewer filter for these fields.", unknown);
    }
}
