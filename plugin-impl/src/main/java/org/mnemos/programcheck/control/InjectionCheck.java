package org.mnemos.programcheck.control;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.connector.DataProfile;

/**
 * The data-injection check of a dashboard program (issue 10, seed 000's contract): a program may
 * consume data only from its runtime injection point, so that a refresh needs no new generation.
 * It refuses a program that copies profile values (catalog values, sample cells, statistics in
 * their common roundings) or data-like literals into its source, uses network or escape APIs,
 * navigates the frame or sets a URL it computes, loads foreign scripts, carries inline handlers or
 * script URLs, never reads the injection point, cannot be parsed, or is larger than the contract
 * allows. The rules are listed in artifacts.md.
 *
 * <p>The check is a lint at save time, not the security boundary: obfuscated code
 * ({@code window['fe' + 'tch']}) passes it. The served page's sandbox and CSP are what contain a
 * program; this check catches the honest mistakes of a generator or an editor early and by name.
 */
public final class InjectionCheck {

    private final InjectionContract contract;

    public InjectionCheck(InjectionContract contract) {
        this.contract = contract;
    }

    /** Checks a whole HTML program against the profile it was made from and the workspace's task constants. */
    public InjectionReport check(String program, DataProfile profile, TaskConstants constants) {
        int bytes = program.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > contract.maxBytes()) {
            // A program over the limit is not read: the size is the one finding, and reading costs.
            return new InjectionReport(List.of(new Finding(
                    Finding.Kind.TOO_LARGE,
                    String.valueOf(bytes),
                    0,
                    "the program is " + bytes + " bytes (UTF-8), over the limit of " + contract.maxBytes()
                            + " bytes")));
        }
        List<Finding> findings = new ArrayList<>();
        LiteralScan screen = new LiteralScan(new ProfileFacts(profile), constants, findings);
        ScriptFacts facts = new ScriptFacts(screen, contract, findings);
        new MarkupScan(contract, screen, new ScriptScan(facts, findings), findings).scan(program);
        boolean read = facts.finish();
        // A script that cannot be parsed may well read the data; saying it does not would mislead.
        if (!read && findings.stream().noneMatch(f -> f.kind() == Finding.Kind.UNPARSEABLE_SCRIPT)) {
            findings.add(Finding.at(
                    Finding.Kind.NO_INJECTION_READ,
                    0,
                    contract.point().name(),
                    "the program never reads the injection point %s, so it cannot show the data"));
        }
        return new InjectionReport(findings);
    }
}
