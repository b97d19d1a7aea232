package org.mnemos.dashboardexport.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.dashboardexport.control.DashboardExports;
import org.mnemos.dashboardexport.entity.DashboardView;
import org.mnemos.dashboardexport.entity.ExportedFile;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;

/**
 * What the export endpoints share: who asks (any member), the view a request names, its format, and the answer
 * carrying the file.
 */
@ApplicationScoped
class ExportAnswers {

    static final String VERSION = "Mnemos-Version";
    static final String VERSION_DOC = "Mnemos-Version: the published version the file shows.";
    static final String DISPOSITION_DOC = "Content-Disposition: attachment; filename=\"<name>-v<n>.<ext>\".";
    static final String FILTERS_DOC = "Viewer filters as on the page: f.<field>=<value> query parameters, one "
            + "per value picked; a field the dashboard declares no viewer filter on, or a value of the wrong type, is 422 FILTER_INVALID at /f.<field>.";
    static final String DATA_DOC = "shared: the shared data even when you bound data of your own";
    static final String FILTER_PREFIX = "f.";
    static final String LATEST = "latest";
    static final String VERSION_PARAM_DOC = "a published version's number, or latest for the latest published one";
    static final String FORMAT_DOC = "pdf (the default) or png";
    static final Set<String> FORMATS = Set.of("pdf", "png");

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    DashboardExports exports;

    /** Version {@code number} (0: the latest) as a PDF or a PNG. */
    Response picture(String ws, String id, int number, String format, String data, UriInfo uri) {
        String kind = format(format);
        DashboardView view = view(ws, id, number, data, uri);
        return of("png".equals(kind) ? exports.png(view) : exports.pdf(view));
    }

    /** One item's data of version {@code number} (0: the latest) as CSV. */
    Response csv(String ws, String id, int number, String itemId, String data, UriInfo uri) {
        return of(exports.csv(view(ws, id, number, data, uri), itemId));
    }

    /** The dashboard as the calling member sees it, with the filters of the query. */
    private DashboardView view(String ws, String id, int version, String data, UriInfo uri) {
        Caller who = caller.get();
        access.require(who, ws);
        return new DashboardView(
                who.tenant(), ws, id, version, who.user(), "shared".equals(data), filters(uri.getQueryParameters()));
    }

    /** A version named in a path: {@code latest} (0 here) or a number from 1; anything else is not found. */
    static int version(String named) {
        if (LATEST.equals(named)) {
            return 0;
        }
        try {
            int number = Integer.parseInt(named);
            if (number >= 1) {
                return number;
            }
        } catch (NumberFormatException e) {
            // not a version number: not found, as an unknown number is
        }
        throw new ProblemException(ErrorCode.VERSION_NOT_FOUND, "There is no version '" + named + "'.");
    }

    private static String format(String format) {
        String named = format == null || format.isBlank() ? "pdf" : format;
        if (!FORMATS.contains(named)) {
            throw ProblemException.invalidInput("/format", "format must be pdf or png");
        }
        return named;
    }

    private static Response of(ExportedFile file) {
        return Response.ok(file.content(), file.mediaType())
                .header("Content-Disposition", "attachment; filename=\"" + file.name() + "\"")
                .header(VERSION, file.version())
                .header("Cache-Control", "no-store")
                .build();
    }

    private static Map<String, List<String>> filters(MultivaluedMap<String, String> query) {
        Map<String, List<String>> filters = new LinkedHashMap<>();
        query.forEach((name, values) -> {
            if (name.startsWith(FILTER_PREFIX) && name.length() > FILTER_PREFIX.length()) {
                filters.put(name.substring(FILTER_PREFIX.length()), List.copyOf(values));
            }
        });
        return filters;
    }
}
