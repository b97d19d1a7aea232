package org.mnemos.artifact.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.control.ContentRules;
import org.mnemos.generation.control.GenerationRequest;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.programcheck.control.InjectionCheck;
import org.mnemos.programcheck.control.InjectionContract;
import org.mnemos.programcheck.control.InjectionPoint;
import org.mnemos.programcheck.control.InjectionReport;
import org.mnemos.programcheck.control.TaskConstants;

/**
 * The check every saved content passes, generated or typed: a spec against the published schema and the
 * data source's profile, a program through the data-injection check. A good spec is returned in its
 * canonical text, so that equal specs are equal versions and diffs show only real changes. As a bean it is
 * the {@link ContentRules} the language-model generator checks its answers with.
 */
@ApplicationScoped
public class ContentCheck implements ContentRules {

    /**
     * The contract the served page keeps: data in the {@code mnemos-data} JSON block, the chart library
     * (Vega, Vega-Lite, the expression interpreter) from the WAR's {@code /vendor/}.
     */
    public static final InjectionContract SERVED = new InjectionContract(
            InjectionPoint.jsonBlock("mnemos-data"),
            List.of(
                    PagePolicy.VENDOR_PATH + "vega/",
                    PagePolicy.VENDOR_PATH + "vega-lite/",
                    PagePolicy.VENDOR_PATH + "vega-interpreter/"));

    private static final String CONTENT = "/content";

    @Override
    public String accepted(GenerationRequest request, String content) {
        return accepted(
                request.form(),
                content,
                request.profile(),
                request.taskSpecs(),
                SERVED.withMaxBytes(request.maxBytes()));
    }

    /** The content as it is stored, or a 422 problem naming each fault. */
    public static String accepted(ArtifactForm form, String content, DataProfile profile, List<String> taskSpecs) {
        return accepted(form, content, profile, taskSpecs, SERVED);
    }

    /** The same under a contract of its own, e.g. a smaller size limit. */
    public static String accepted(
            ArtifactForm form,
            String content,
            DataProfile profile,
            List<String> taskSpecs,
            InjectionContract contract) {
        return form == ArtifactForm.SPEC
                ? spec(content, profile, contract.maxBytes())
                : program(content, profile, taskSpecs, contract);
    }

    private static String spec(String content, DataProfile profile, int maxBytes) {
        int bytes = content.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > maxBytes) {
            throw new ProblemException(Problem.of(ErrorCode.ARTIFACT_TOO_LARGE, "The spec is over the size limit.")
                    .withErrors(List.of(new Violation(
                            CONTENT, "the spec is " + bytes + " bytes (UTF-8), over the limit of " + maxBytes))));
        }
        List<Violation> faults = SpecCheck.check(content, profile).stream()
                .map(v -> new Violation(CONTENT + v.pointer(), v.message()))
                .toList();
        if (!faults.isEmpty()) {
            throw ProblemException.invalidInput(
                    "The spec does not fit the schema or the data source's columns.", faults);
        }
        try {
            return SpecJson.write(SpecJson.read(content));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A spec that passed its schema maps onto DashboardSpec", e);
        }
    }

    private static String program(
            String content, DataProfile profile, List<String> taskSpecs, InjectionContract contract) {
        InjectionReport report =
                new InjectionCheck(contract).check(content, profile, TaskConstants.fromSpecifications(taskSpecs));
        if (!report.accepted()) {
            throw new ProblemException(
                    Problem.of(report.problemCode(), "The program breaks the data-injection contract.")
                            .withErrors(report.violations()));
        }
        return content;
    }
}
