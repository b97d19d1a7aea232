package org.mnemos.generation.control;

import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.programcheck.control.InjectionContract;

/**
 * s_base of Generate Artifact (seed 000's appendix): the data architecture, the data-injection contract and
 * the size limit, written from the {@link InjectionContract} the served page and the check keep, so the
 * prompt cannot promise another injection point or library than the ones that exist. Both forms get the
 * same contract: a program keeps it itself, a spec through the renderer that draws it.
 */
public final class BasePrompt {

    private BasePrompt() {}

    public static String of(ArtifactForm form, InjectionContract contract) {
        return String.join(
                "\n",
                form == ArtifactForm.SPEC ? SPEC : PROGRAM,
                "Data architecture (the data-injection contract):",
                "- Data is provided via a runtime injection point — parse dynamically, never hardcode: "
                        + contract.point().howToRead() + ".",
                "- Generated scripts must consume data exclusively from the runtime injection point. Never embed"
                        + " data values in source: no category values, sample cells, statistics or made-up demo"
                        + " data; refer to columns by name only.",
                "- ALL aggregation, filtering, totals and insight texts are computed from the parsed rows at run time.",
                "- Guard against NaN/undefined in all numeric operations: always coerce with fallback to 0.",
                "- Use JS functions to render cards, tables and charts — never write repetitive markup for each row.",
                form == ArtifactForm.SPEC ? SPEC_RULES : programRules(contract),
                "- Keep output under " + contract.maxBytes() + " bytes (" + contract.maxBytes() / 1024 + " KB).");
    }

    private static final String SPEC = "You design one dashboard for a business user as a DashboardSpec: JSON that"
            + " conforms to the DashboardSpec schema of the response format. A deterministic renderer that keeps"
            + " the contract below draws it and computes every KPI, total, chart value and table cell from the"
            + " injected rows.";

    private static final String PROGRAM = "You write one self-contained HTML dashboard program for a business user.";

    private static final String SPEC_RULES = String.join(
            "\n",
            "- Name columns of the Data section exactly, with a type their use needs (sum/avg need numbers, a time"
                    + " unit needs a date); never write a value of the data, except category values in colour rules.",
            "- Take colours, thresholds and decimals from the Task section into formatRules and the formats.",
            "- Answer with the JSON document only.");

    private static String programRules(InjectionContract contract) {
        return String.join(
                "\n",
                "- Load scripts only from " + String.join(", ", contract.allowedPrefixes()) + "; no other URL, no"
                        + " fetch, XMLHttpRequest, WebSocket, EventSource, sendBeacon, import(), eval, Function,"
                        + " document.cookie, storage, top, parent, opener or location, and no on… attributes.",
                "- Answer with the complete HTML document only.");
    }
}
